/**
 * Transform stage of Refuerzos: classified blocks → an mdast tree shaped like the wiki pages
 * (SkillBox, RuleHeader, Callout, ordered turn sequence, GFM table).
 */
import type { List, ListItem, Paragraph, Root, RootContent, Table } from 'mdast';
import { createIdRegistry } from '../../../src/lib/slug.ts';
import type { PageHeading } from '../../../src/content/wiki-schemas.ts';
import type { SourceProblem } from '../../shared/problem.ts';
import type { RBlock } from '../types.ts';
import type { RefuerzosHints } from './hints.ts';
// The wiki's builders: the same components, each with its own props (src/components/wiki/contract.ts).
import { flowElement } from '../../wiki/transform/mdast-builders.ts';
import { RULE_HEADER_LABELS } from '../../../src/components/wiki/contract.ts';
import { withStableIds } from '../../shared/stable-ids.ts';

export function blocksToMdast(
  blocks: RBlock[],
  hints: RefuerzosHints,
): { tree: Root; headings: PageHeading[]; problems: SourceProblem[] } {
  const children: RootContent[] = [];
  const problems: SourceProblem[] = [];
  // Provisional ids, unique on the page; `assignStableIds` gives the final ones at the end.
  const id = createIdRegistry();
  const headings: PageHeading[] = [];
  // Their ids come from the labels `RuleHeader` shows, as on wiki pages.
  const ruleHeader = (kind: 'requirements' | 'effects') =>
    flowElement('RuleHeader', { kind, id: id(RULE_HEADER_LABELS[kind]) });
  const starts = (text: string, list: string[]) => list.some((p) => text.startsWith(p));
  const para = (text: string): Paragraph => ({
    type: 'paragraph',
    children: [{ type: 'text', value: text }],
  });

  let list: List | null = null; // the list being filled
  let orderedNext = false; // the next bullets form the ordered turn sequence
  let inExamples = false; // under an "Ejemplos" heading
  let skill: 'none' | 'box' | 'requirements' | 'effects' = 'none';

  const closeList = () => {
    list = null;
  };

  blocks.forEach((b, i) => {
    // 1. Headings: h3 when they name a step of the list right above (the turn sequence), else h2.
    if (b.kind === 'heading') {
      const open = list as List | null;
      const depth = open && open.children.map(itemText).includes(b.text) ? 3 : 2;
      closeList();
      // The wiki's own <Heading>: same ids, anchor link and table of contents as every rule page.
      const headingId = id(b.text);
      headings.push({ id: headingId, text: b.text, depth });
      children.push(flowElement('Heading', { level: `${depth}`, id: headingId }, [para(b.text)]));
      inExamples = starts(b.text, hints.exampleHeadings);
      skill = 'none';
      return;
    }
    // 2. A one-row table in capitals is a skill box: | COMMLINK | HABILIDAD AUTOMÁTICA |.
    if (
      b.kind === 'table' &&
      !b.header &&
      b.rows.length === 1 &&
      b.rows[0]!.cells.every((c) => c === c.toUpperCase())
    ) {
      closeList();
      const [name = '', orderType = ''] = b.rows[0]!.cells;
      const color = hints.colors[orderType] ?? 'black';
      if (!(orderType in hints.colors))
        problems.push({
          line: b.line,
          message: `tipo de orden sin color conocido: «${orderType}»`,
        });
      children.push(flowElement('SkillBox', { color, name, orderType }));
      skill = 'box';
      return;
    }
    // 3. Other tables become GFM tables.
    if (b.kind === 'table') {
      closeList();
      children.push(gfmTable(b, problems));
      return;
    }
    // 4. Paragraphs: examples, captions, requirement intros, continuations of a bullet.
    if (b.kind === 'paragraph') {
      if (inExamples || starts(b.text, hints.examplesStartWith)) {
        const callout = children.at(-1);
        const content = starts(b.text, hints.captions) ? captionOf(b.text) : para(b.text);
        closeList();
        if (inExamples && callout?.type === 'mdxJsxFlowElement' && callout.name === 'Callout')
          callout.children.push(content);
        else
          children.push(flowElement('Callout', { kind: 'example', title: 'Ejemplo' }, [content]));
        return;
      }
      if (starts(b.text, hints.captions)) {
        closeList();
        children.push(captionOf(b.text));
        return;
      }
      if (skill === 'box' && starts(b.text, hints.requirementsIntro)) {
        children.push(ruleHeader('requirements'));
        skill = 'requirements';
      }
      const next = blocks.slice(i + 1).find((x) => x.kind !== 'paragraph');
      const current = list as List | null;
      if (current && next?.kind === 'bullet') {
        // A paragraph between bullets explains the bullet above it.
        const item = current.children.at(-1)!;
        item.children.push(para(b.text));
        item.spread = true;
        current.spread = false;
        return;
      }
      closeList();
      children.push(para(b.text));
      orderedNext = starts(b.text, hints.orderedListAfter);
      return;
    }
    // 5. Bullets: one list per run; a skill's requirements end where its effects start.
    if (skill === 'box' || (skill === 'requirements' && starts(b.text, hints.effectsStartAt))) {
      closeList();
      children.push(ruleHeader('effects'));
      skill = 'effects';
    }
    if (!list) {
      list = { type: 'list', ordered: orderedNext, spread: false, children: [] };
      if (orderedNext) list.start = 1;
      orderedNext = false;
      children.push(list);
    }
    const item: ListItem = { type: 'listItem', spread: false, children: [para(b.text)] };
    (list as List).children.push(item);
  });
  // The ids as on wiki pages: from each place's text and context, never its order.
  return { tree: withStableIds({ type: 'root', children }, headings), headings, problems };
}

function captionOf(text: string): Paragraph {
  return {
    type: 'paragraph',
    children: [{ type: 'emphasis', children: [{ type: 'text', value: text }] }],
  };
}

function itemText(item: ListItem): string {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return '';
  return first.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
}

function gfmTable(b: Extract<RBlock, { kind: 'table' }>, problems: SourceProblem[]): Table {
  const header = b.header ?? b.rows[0]?.cells ?? [];
  const rows = b.header ? b.rows : b.rows.slice(1);
  if (!b.header)
    problems.push({ line: b.line, message: 'tabla sin fila de cabecera: se usa la primera fila' });
  for (const r of rows) {
    if (r.cells.length !== header.length) {
      problems.push({
        line: r.line,
        message: `la fila tiene ${r.cells.length} columnas y la cabecera ${header.length}`,
      });
    }
  }
  const cell = (value: string) => ({
    type: 'tableCell' as const,
    children: [{ type: 'text' as const, value }],
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows.map((r) => r.cells)].map((cells) => ({
      type: 'tableRow' as const,
      children: header.map((_, i) => cell(cells[i] ?? '')),
    })),
  };
}
