import type { PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import type { PageContext } from './page-context.ts';
import type { WikiToken } from './wiki-token.ts';
import { childOfType } from './wiki-token.ts';
import { trimPhrasing } from './trim-phrasing.ts';
import { flowElement, text } from './mdast-builders.ts';

/**
 * `{| … |}` tables. Cells before the first `|-` form an implicit first row. Attributes are
 * dropped: no attribute from the source reaches the page.
 */
export function convertWikiTable(token: WikiToken, ctx: PageContext): RootContent[] {
  const rows: PhrasingContent[][][] = [[]];
  // Text between the table's rows but outside any cell: MediaWiki moves it before the table.
  const fostered: PhrasingContent[] = [];
  const foster = (inter: WikiToken) => {
    const content = trimPhrasing(ctx.inline(inter.childNodes));
    if (content.length === 0) return;
    if (fostered.length > 0) fostered.push(text(' '));
    for (const node of content) fostered.push(node);
  };
  let caption: PhrasingContent[] = [];
  const cell = (td: WikiToken) =>
    trimPhrasing(ctx.inline(childOfType(td, 'td-inner')?.childNodes ?? []));
  for (const child of token.childNodes) {
    if (child.type === 'td') {
      if (child.subtype === 'caption') caption = cell(child);
      else rows[0]!.push(cell(child));
    } else if (child.type === 'tr') {
      for (const inter of child.childNodes) if (inter.type === 'table-inter') foster(inter);
      rows.push(child.childNodes.filter((c) => c.type === 'td').map(cell));
    } else if (child.type === 'table-inter') foster(child);
  }
  const body = rows.filter((r) => r.length > 0);
  const width = body.reduce((max, r) => Math.max(max, r.length), 1);
  const tableRows: TableRow[] = body.map((cells) => ({
    type: 'tableRow',
    children: Array.from({ length: width }, (_, i) => ({
      type: 'tableCell',
      children: cells[i] ?? [text('')],
    })),
  }));
  const table: Table = { type: 'table', align: [], children: tableRows };
  const ruleTable = flowElement(
    'RuleTable',
    // An empty caption is left out.
    { kind: 'wiki', caption: caption.map((c) => ('value' in c ? c.value : '')).join('') },
    [table],
  );
  return fostered.length > 0 ? [{ type: 'paragraph', children: fostered }, ruleTable] : [ruleTable];
}
