/** Parse stage of Refuerzos: the page's plain text → title, navigation and classified blocks. */
import type { RBlock, ReinforcementsParse } from '../types.ts';
import { isHeadingLine, isNavLine, navItems, splitGluedBullets } from './classify.ts';

export function parseReinforcements(text: string): ReinforcementsParse {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: RBlock[] = [];
  const problems: ReinforcementsParse['problems'] = [];
  let title = '';
  let titleLine = 0;
  let nav: string[] = [];
  let table: Extract<RBlock, { kind: 'table' }> | null = null;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (!content) {
      table = null;
      return;
    }
    // 1. The first line is the page title.
    if (!title) {
      title = content;
      titleLine = line;
      return;
    }
    // 2. Navigation lines are chrome, not text: keep the first as the page's place.
    if (isNavLine(content)) {
      const items = navItems(content);
      if (nav.length === 0) nav = items;
      else if (items.join('|') !== nav.join('|'))
        problems.push({
          line,
          message: 'la línea de navegación repetida no coincide con la primera',
        });
      table = null;
      return;
    }
    // 3. Pipe tables: a `|---|` line makes the row above a header.
    if (content.startsWith('|')) {
      if (/^\|(\s*:?-{3,}:?\s*\|)+$/.test(content)) {
        const t = table as Extract<RBlock, { kind: 'table' }> | null;
        const header = t?.rows.shift();
        if (t && header && t.rows.length === 0) t.header = header.cells;
        else problems.push({ line, message: 'separador de tabla fuera de lugar' });
        return;
      }
      const cells = content
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split('|')
        .map((c) => c.trim());
      if (!table) {
        table = { kind: 'table', header: null, rows: [], line };
        blocks.push(table);
      }
      (table as Extract<RBlock, { kind: 'table' }>).rows.push({ cells, line });
      return;
    }
    table = null;
    // 4. Bullets, headings and paragraphs; bullets glued to a line are split off.
    const isBullet = content.startsWith('- ');
    const [first, ...glued] = splitGluedBullets(isBullet ? content.slice(2) : content);
    if (first === undefined) return;
    if (isBullet) blocks.push({ kind: 'bullet', text: first, line });
    else if (isHeadingLine(first) && glued.length === 0)
      blocks.push({ kind: 'heading', text: first, line });
    else blocks.push({ kind: 'paragraph', text: first, line });
    for (const b of glued) blocks.push({ kind: 'bullet', text: b, line });
  });

  if (nav.length === 0) problems.push({ message: 'no hay línea de navegación' });
  return { title, titleLine, nav, blocks, problems };
}
