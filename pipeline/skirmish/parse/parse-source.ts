/**
 * Parse stage of the skirmish reference: source text → paragraphs and tables in order, with the
 * extraction noise repaired (glued lines, glued labels, repeated sentences, tables run together).
 */
import type { ParseResult, RawRow, Repair, Unit } from './units.ts';
import { parseRange } from '../../../src/lib/skirmish/ranges.ts';
import { collapseRepeats, splitGluedSentences, splitGluedTerm } from './split-text.ts';
import { isRow, isSeparator, rowCells, splitTrailingRow } from './table-rows.ts';

type TableUnit = Extract<Unit, { kind: 'table' }>;

export function parseSkirmish(text: string): ParseResult {
  const units: Unit[] = [];
  const repairs: Repair[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let table: TableUnit | null = null;

  const closeTable = () => {
    if (table) units.push(table);
    table = null;
  };

  // 1. Walk the lines: running text becomes paragraphs, pipe lines become tables.
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (!content) {
      closeTable();
      return;
    }
    if (isSeparator(content)) {
      // The row just read is a header: it opens a table of its own.
      const current = table as TableUnit | null;
      const last = current?.rows.pop();
      if (!current || !last) return;
      if (current.rows.length > 0) units.push(current);
      table = { kind: 'table', line: last.line, header: last.cells, rows: [] };
      return;
    }
    if (isRow(content)) {
      addRow(rowCells(content), line);
      return;
    }
    // 2. A row glued to the end of the text: the text first, then the row opens a table.
    const glued = splitTrailingRow(content);
    closeTable();
    addText(glued ? glued.text : content, line);
    if (glued) {
      repairs.push({ line, message: 'fila de tabla pegada al texto: separada' });
      addRow(rowCells(glued.row), line);
    }
  });
  closeTable();
  return { units, repairs };

  function addRow(cells: string[], line: number) {
    const row: RawRow = { cells, line };
    const current = table as TableUnit | null;
    if (current && startsAgain(current, cells)) {
      // 3. Tables printed one after another: a range that starts lower opens the next table.
      units.push(current);
      repairs.push({
        line,
        message: 'tablas seguidas sin separación: separadas donde el rango vuelve a empezar',
      });
      table = null;
    }
    if (!table) table = { kind: 'table', line, header: null, rows: [] };
    (table as TableUnit).rows.push(row);
  }

  function addText(content: string, line: number) {
    // 4. Lost line breaks, then repeated runs, then labels glued to their text.
    const pieces = splitGluedSentences(content);
    if (pieces.length > 1)
      repairs.push({ line, message: `${pieces.length} frases pegadas: separadas` });
    const collapsed = collapseRepeats(pieces);
    for (const run of collapsed.runs) {
      repairs.push({
        line,
        message: `«${run.unit.join(' ')}» repetido ${run.times} veces seguidas: se deja una`,
      });
    }
    for (const piece of collapsed.items) {
      const glued = splitGluedTerm(piece);
      if (glued) {
        repairs.push({ line, message: `etiqueta «${glued.term}» pegada a su texto: separada` });
        units.push({ kind: 'text', line, text: glued.text, term: glued.term });
      } else {
        units.push({ kind: 'text', line, text: piece });
      }
    }
  }
}

function startsAgain(table: TableUnit, cells: string[]): boolean {
  const last = table.rows.at(-1);
  if (!last) return false;
  const prev = parseRange(last.cells[0] ?? '');
  const next = parseRange(cells[0] ?? '');
  return prev !== null && next !== null && next.low < prev.low;
}
