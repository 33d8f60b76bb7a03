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

/** A table of `{{weapon}}`/`{{n4-hacking-header}}` rows being read, closed by `|}`. */
interface PendingTable {
  kind: TemplateTableKind;
  rows: PhrasingContent[][][];
  offset: number;
}

/** The page being assembled: the open containers, and the paragraph, list or table being read. */
interface Blocks {
  ctx: PageContext;
  stack: Frame[];
  paragraph: PhrasingContent[];
  listLines: ListLine[];
  table: PendingTable | undefined;
}

/**
 * Assembles a page's lines into mdast blocks: paragraphs, nested lists, headings, and the
 * containers opened and closed by paired templates. Unpaired templates are reported with
 * their line and the text inside them is kept.
 */
export function convertBlocks(tokens: WikiToken[], ctx: PageContext): RootContent[] {
  const blocks: Blocks = {
    ctx,
    stack: [{ children: [] }],
    paragraph: [],
    listLines: [],
    table: undefined,
  };
  for (const line of splitLines(tokens)) {
    ctx.checkBudget();
    convertLine(blocks, line);
  }
  flushAll(blocks);
  while (blocks.stack.length > 1) {
    const open = top(blocks).opener!;
    ctx.warn(`{{${open.name}}} sin cerrar al final de la página`, open.offset);
    closeFrame(blocks);
  }
  return blocks.stack[0]!.children;
}

const top = (blocks: Blocks) => blocks.stack[blocks.stack.length - 1]!;

function flushParagraph(blocks: Blocks): void {
  const content = trimPhrasing(blocks.paragraph);
  if (content.length > 0) top(blocks).children.push({ type: 'paragraph', children: content });
  blocks.paragraph = [];
}

function flushList(blocks: Blocks): void {
  if (blocks.listLines.length > 0) append(top(blocks).children, buildLists(blocks.listLines));
  blocks.listLines = [];
}

function flushTable(blocks: Blocks, closed: boolean): void {
  const { table } = blocks;
  if (!table) return;
  if (!closed)
    blocks.ctx.warn(
      `tabla de plantilla {{${table.kind === 'weapon' ? 'weapon' : 'n4-hacking-header'}}} sin cerrar con «|}»`,
      table.offset,
    );
  top(blocks).children.push(templateTable(table.kind, table.rows));
  blocks.table = undefined;
}

function flushAll(blocks: Blocks): void {
  flushParagraph(blocks);
  flushList(blocks);
  flushTable(blocks, false);
}

function closeFrame(blocks: Blocks): void {
  const frame = blocks.stack.pop()!;
  const spec = frame.spec!;
  const node =
    spec.container === 'callout'
      ? flowElement('Callout', { kind: spec.kind, title: spec.title }, frame.children)
      : flowElement('Version', { edition: spec.edition, variant: spec.variant }, frame.children);
  top(blocks).children.push(node);
}

/** One line of the page: a blank, a list item, a heading, a rule, a table, or text and templates. */
function convertLine(blocks: Blocks, line: Line): void {
  if (isBlank(line)) {
    flushParagraph(blocks);
    flushList(blocks);
    return;
  }
  const first = line.tokens.find((t) => !(t.type === 'text' && (t.data ?? '').trim() === ''))!;
  const lineText = line.tokens
    .map((t) => t.toString())
    .join('')
    .trim();
  if (lineText === '|}' && blocks.table) flushTable(blocks, true);
  else if (first.type === 'list') listLine(blocks, line, first);
  else if (first.type === 'heading') heading(blocks, first);
  else if (first.type === 'hr') {
    flushAll(blocks);
    top(blocks).children.push({ type: 'thematicBreak' });
  } else if (first.type === 'table') {
    flushAll(blocks);
    append(top(blocks).children, convertWikiTable(first, blocks.ctx));
  } else textLine(blocks, line);
}

function listLine(blocks: Blocks, line: Line, first: WikiToken): void {
  const { ctx } = blocks;
  flushParagraph(blocks);
  flushTable(blocks, false);
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
  blocks.listLines.push({ prefix, content: trimPhrasing(ctx.inline(rest)) });
}

function heading(blocks: Blocks, first: WikiToken): void {
  const { ctx } = blocks;
  flushAll(blocks);
  const title = childOfType(first, 'heading-title');
  const content = trimPhrasing(ctx.inline(title?.childNodes ?? []));
  const label = toString({ type: 'paragraph', children: content });
  const id = ctx.id(label);
  const depth = Math.min(Math.max(first.level ?? 2, 2), 6) as 2 | 3 | 4 | 5 | 6;
  ctx.headings.push({ id, text: label, depth });
  top(blocks).children.push(
    flowElement('Heading', { level: `${depth}`, id }, [{ type: 'paragraph', children: content }]),
  );
}

/** A line of text: its inline runs join the paragraph; its block templates open, close or add blocks. */
function textLine(blocks: Blocks, line: Line): void {
  for (const segment of segments(line, blocks.ctx)) {
    if (segment.kind === 'event') {
      handleEvent(blocks, segment.event);
      continue;
    }
    const content = blocks.ctx.inline(segment.tokens);
    if (trimPhrasing(content).length === 0) continue;
    flushList(blocks);
    if (blocks.table) flushTable(blocks, false);
    if (blocks.paragraph.length > 0) blocks.paragraph.push(text(' '));
    append(blocks.paragraph, content);
  }
}

function handleEvent(blocks: Blocks, event: BlockEvent): void {
  switch (event.type) {
    case 'none':
      return;
    case 'node':
      flushAll(blocks);
      top(blocks).children.push(event.node);
      return;
    case 'open':
      flushAll(blocks);
      blocks.stack.push({
        spec: event.spec,
        opener: { name: event.name, offset: event.offset },
        children: [],
      });
      return;
    case 'close':
      flushAll(blocks);
      closeContainer(blocks, event);
      return;
    case 'table-open':
      flushAll(blocks);
      blocks.table = { kind: event.kind, rows: [], offset: event.offset };
      return;
    case 'table-row':
      tableRow(blocks, event);
      return;
  }
}

function closeContainer(blocks: Blocks, event: Extract<BlockEvent, { type: 'close' }>): void {
  const { ctx, stack } = blocks;
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
    const open = top(blocks).opener!;
    ctx.warn(`{{${open.name}}} sin cerrar antes de {{${event.name}}}`, open.offset);
    closeFrame(blocks);
  }
  closeFrame(blocks);
}

function tableRow(blocks: Blocks, event: Extract<BlockEvent, { type: 'table-row' }>): void {
  flushParagraph(blocks);
  flushList(blocks);
  if (!blocks.table) {
    blocks.ctx.warn(
      'fila de tabla sin cabecera ({{weapon}} o {{n4-hacking-header}})',
      event.offset,
    );
    blocks.table = {
      kind: event.cells.length > 8 ? 'weapon' : 'hacking',
      rows: [],
      offset: event.offset,
    };
  }
  blocks.table.rows.push(event.cells);
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
