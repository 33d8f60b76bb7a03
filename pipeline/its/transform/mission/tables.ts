/**
 * The `table` correction: a small table the print sets one cell per line (`TABLA DE CUADRANTE
 * ASIGNADO`). Its cells leave the text before anything else reads it, and join their rule at the end.
 */
import type { SourceText } from '../../types.ts';
import { sameName } from '../../vocabulary.ts';
import type { RichText } from '../types.ts';
import { richOf, type MissionDraft } from './draft.ts';
import type { TableCorrection } from './review.ts';

/** A reviewed table with its cells found in the text. */
export interface TableDraft {
  rule: string;
  caption?: SourceText;
  header: string[];
  rows: SourceText[][];
}

/** Reviewed small tables: their cells (whole one-line paragraphs, by source line) leave the text. */
export function takeTables(
  paragraphs: SourceText[],
  reviewed: TableCorrection[],
): { tables: TableDraft[]; rest: SourceText[] } {
  const byLine = (line: number) =>
    paragraphs.find((p) => p.src.length === 1 && p.src[0]!.line === line && p.src[0]!.start === 0);
  const taken = new Set<SourceText>();
  const tables = reviewed.flatMap((t): TableDraft[] => {
    const rows = t.rows.map((row) => row.map(byLine));
    const caption = t.caption ? byLine(t.caption) : undefined;
    if (rows.some((row) => row.some((c) => !c)) || (t.caption && !caption)) return [];
    for (const c of [...rows.flat(), caption]) if (c) taken.add(c);
    return [
      {
        rule: t.rule,
        ...(caption ? { caption } : {}),
        header: t.header,
        rows: rows as SourceText[][],
      },
    ];
  });
  return { tables, rest: paragraphs.filter((p) => !taken.has(p)) };
}

/** Each table joins the rule it names; a rule the card does not have is reported through `unused`. */
export function attachTables(
  d: MissionDraft,
  tables: TableDraft[],
  unused?: (message: string) => void,
): void {
  for (const t of tables) {
    const owner = d.record.specialRules.find((s) => sameName(s.title, t.rule));
    if (!owner) {
      unused?.(`corrección table: no existe la regla «${t.rule}»`);
      continue;
    }
    // The printed title (`TABLA DE CUADRANTE ASIGNADO`): the rule's text names the table just before it.
    if (t.caption) d.record.printedLabels.push(richOf(d, t.caption, 'labels'));
    const header = t.header.map((h): RichText => ({ segments: [{ text: h }], src: [] }));
    (owner.tables ??= []).push([
      header,
      ...t.rows.map((row) => row.map((c) => richOf(d, c, owner.id))),
    ]);
  }
}
