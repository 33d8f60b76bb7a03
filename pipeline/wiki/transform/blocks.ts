import type { PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { BlockEvent, ContainerKind, TemplateTableKind } from './block-event.ts';
import { containerKey } from './block-event.ts';
import type { PageContext } from './page-context.ts';
import type { WikiToken } from './wiki-token.ts';
import { childOfType } from './wiki-token.ts';
import { append, trimPhrasing } from './trim-phrasing.ts';
import { buildLists, type ListLine } from './list-builder.ts';
import { flowElement, text } from './mdast-builders.ts';
import { isBlank, splitLines, type Line } from './split-lines.ts';
import { blockTemplate, isBlockTemplate } from './templates/registry.ts';
import { TABLE_HEADERS } from './templates/tables.ts';
import { convertWikiTable } from './wiki-table.ts';

/** Deepest list nesting kept (`*****…`); the wiki's pages use three at most. */
export const MAX_LIST_DEPTH = 8;

interface Frame {
  spec?: ContainerKind;
  opener?: { name: string; offset: number };
  children: RootContent[];
}

type Segment = { kind: 'inline'; tokens: WikiToken[] } | { kind: 'event'; event: BlockEvent };

/** Cuts a line into runs of inline tokens and the block templates between them. */
function segments(line: Line, ctx: PageContext): Segment[] {
  const out: Segment[] = [];
  for (const token of line.tokens) {
    if (isBlockTemplate(token)) {
      out.push({ kind: 'event', event: blockTemplate(token, ctx) });
    } else {
      const last = out[out.length - 1];
      if (last?.kind === 'inline') last.tokens.push(token);
      else out.push({ kind: 'inline', tokens: [token] });
    }
  }
  return out;
}

/**
 * Assembles a page's lines into mdast blocks: paragraphs, nested lists, headings, and the
 * containers opened and closed by paired templates. Unpaired templates are reported with
 * their line and the text inside them is kept.
 */
export function convertBlocks(tokens: WikiToken[], ctx: PageContext): RootContent[] {
  const stack: Frame[] = [{ children: [] }];
  const top = () => stack[stack.length - 1]!;
  let paragraphBuffer: PhrasingContent[] = [];
  let listLines: ListLine[] = [];
  let table: { kind: TemplateTableKind; rows: PhrasingContent[][][]; offset: number } | undefined;

  const flushParagraph = () => {
    const content = trimPhrasing(paragraphBuffer);
    if (content.length > 0) top().children.push({ type: 'paragraph', children: content });
    paragraphBuffer = [];
  };
  const flushList = () => {
    if (listLines.length > 0) append(top().children, buildLists(listLines));
    listLines = [];
  };
  const flushTable = (closed: boolean) => {
    if (!table) return;
    if (!closed)
      ctx.warn(
        `tabla de plantilla {{${table.kind === 'weapon' ? 'weapon' : 'n4-hacking-header'}}} sin cerrar con «|}»`,
        table.offset,
      );
    top().children.push(templateTable(table.kind, table.rows));
    table = undefined;
  };
  const flushAll = () => {
    flushParagraph();
    flushList();
    flushTable(false);
  };

  const closeFrame = () => {
    const frame = stack.pop()!;
    const spec = frame.spec!;
    const node =
      spec.container === 'callout'
        ? flowElement('Callout', { kind: spec.kind, title: spec.title }, frame.children)
        : flowElement('Version', { edition: spec.edition, variant: spec.variant }, frame.children);
    top().children.push(node);
  };

  const handleEvent = (event: BlockEvent) => {
    switch (event.type) {
      case 'none':
        return;
      case 'node':
        flushAll();
        top().children.push(event.node);
        return;
      case 'open':
        flushAll();
        stack.push({
          spec: event.spec,
          opener: { name: event.name, offset: event.offset },
          children: [],
        });
        return;
      case 'close': {
        flushAll();
        // Every `-end` box template is the same closing `</div>` in the wiki, so a `{{remember-start}}`
        // closed by `{{important-end}}` renders as one box there: here too. Edition blocks must pair.
        const depth = stack.findLastIndex(
          (f) =>
            f.spec?.container === event.container &&
            (event.container === 'callout' || containerKey(f.spec) === event.key),
        );
        if (depth <= 0) {
          ctx.warn(`{{${event.name}}} sin su apertura: se ignora`, event.offset);
          return;
        }
        while (stack.length - 1 > depth) {
          const open = top().opener!;
          ctx.warn(`{{${open.name}}} sin cerrar antes de {{${event.name}}}`, open.offset);
          closeFrame();
        }
        closeFrame();
        return;
      }
      case 'table-open':
        flushParagraph();
        flushList();
        flushTable(false);
        table = { kind: event.kind, rows: [], offset: event.offset };
        return;
      case 'table-row':
        flushParagraph();
        flushList();
        if (!table) {
          ctx.warn('fila de tabla sin cabecera ({{weapon}} o {{n4-hacking-header}})', event.offset);
          table = {
            kind: event.cells.length > 8 ? 'weapon' : 'hacking',
            rows: [],
            offset: event.offset,
          };
        }
        table.rows.push(event.cells);
        return;
    }
  };

  for (const line of splitLines(tokens)) {
    ctx.checkBudget();
    if (isBlank(line)) {
      flushParagraph();
      flushList();
      continue;
    }
    const first = line.tokens.find((t) => !(t.type === 'text' && (t.data ?? '').trim() === ''))!;
    const lineText = line.tokens
      .map((t) => t.toString())
      .join('')
      .trim();

    if (lineText === '|}' && table) {
      flushTable(true);
      continue;
    }
    if (first.type === 'list') {
      flushParagraph();
      flushTable(false);
      let prefix = first.toString().trim();
      if (prefix.length > MAX_LIST_DEPTH) {
        // Each marker is one more nested list: hundreds of them overflow every tree walker.
        ctx.warn(
          `lista anidada ${prefix.length} niveles: se muestra con ${MAX_LIST_DEPTH}`,
          first.getAbsoluteIndex(),
        );
        prefix = prefix.slice(0, MAX_LIST_DEPTH);
      }
      const rest = line.tokens.slice(line.tokens.indexOf(first) + 1);
      listLines.push({ prefix, content: trimPhrasing(ctx.inline(rest)) });
      continue;
    }
    if (first.type === 'heading') {
      flushAll();
      const title = childOfType(first, 'heading-title');
      const content = trimPhrasing(ctx.inline(title?.childNodes ?? []));
      const label = toString({ type: 'paragraph', children: content });
      const id = ctx.id(label);
      const depth = Math.min(Math.max(first.level ?? 2, 2), 6) as 2 | 3 | 4 | 5 | 6;
      ctx.headings.push({ id, text: label, depth });
      top().children.push(
        flowElement('Heading', { level: `${depth}`, id }, [
          { type: 'paragraph', children: content },
        ]),
      );
      continue;
    }
    if (first.type === 'hr') {
      flushAll();
      top().children.push({ type: 'thematicBreak' });
      continue;
    }
    if (first.type === 'table') {
      flushAll();
      append(top().children, convertWikiTable(first, ctx));
      continue;
    }

    for (const segment of segments(line, ctx)) {
      if (segment.kind === 'event') {
        handleEvent(segment.event);
        continue;
      }
      const content = ctx.inline(segment.tokens);
      if (trimPhrasing(content).length === 0) continue;
      flushList();
      if (table) flushTable(false);
      if (paragraphBuffer.length > 0) paragraphBuffer.push(text(' '));
      append(paragraphBuffer, content);
    }
  }

  flushAll();
  while (stack.length > 1) {
    const open = top().opener!;
    ctx.warn(`{{${open.name}}} sin cerrar al final de la página`, open.offset);
    closeFrame();
  }
  return stack[0]!.children;
}

function templateTable(kind: TemplateTableKind, rows: PhrasingContent[][][]): RootContent {
  const headers = TABLE_HEADERS[kind];
  const width = rows.reduce<number>((max, r) => Math.max(max, r.length), headers.length);
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: Array.from({ length: width }, (_, i) => ({
      type: 'tableCell',
      children: cells[i] ?? [],
    })),
  });
  const tableNode: Table = {
    type: 'table',
    align: [],
    children: [
      row(Array.from({ length: width }, (_, i) => [text(headers[i] ?? '')])),
      ...rows.map(row),
    ],
  };
  return flowElement('RuleTable', { kind }, [tableNode]);
}
