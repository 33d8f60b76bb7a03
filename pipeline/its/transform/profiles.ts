import type { SourceText } from '../types.ts';
import { sliceText } from '../text.ts';

/**
 * Scenery profile tables (`TIPO DE ELEMENTO · NOMBRE · BLI · PB · EST · TAC · PRO`) come out of
 * the PDF one cell per line: first the column labels, then the cells of each row in order
 * (Cuadrícula, Supremacía, ¡Saqueo y Sabotaje!), or each label with its value on one line
 * (Congelación: `BLI 2`). This stage lifts those cells out of the mission's paragraphs and builds
 * typed tables: the element's name and its attribute values. Where the cells cannot be paired in
 * order (La Armería prints merged cells), a reviewed `profile-table` correction lists the source
 * line of each cell.
 */

/** Column labels the profile tables print. */
const COLUMN_LABELS = [
  'TIPO DE ELEMENTO',
  'TIPO DE EDIFICIO',
  'TIPO DE ESTRUCTURA',
  'TIPO DE ACCESO',
  'TAMAÑO DE ACCESO',
  'PROPIEDADES',
  'NOMBRE',
  'BLI',
  'PB',
  'EST',
  'TAC',
  'PRO',
  'ACCESO',
];
/** A table starts at its type column. */
const FIRST_LABEL = /^TIPO DE (ELEMENTO|EDIFICIO)\b/;

/** A cell of a profile table: empty (never printed) or the printed text. */
export type ProfileCell = SourceText | { text: string; src: [] };

/** One profile table: column labels with the element's name column first, one row per element. */
export interface ProfileDraft {
  /** `NOMBRE` (or the first column when there is none), then each attribute's label. */
  columns: SourceText[];
  rows: { name: ProfileCell; values: ProfileCell[] }[];
  /** Source line of the first label, to find the rule the table belongs to. */
  line: number;
  /** The rule named by a reviewed correction; otherwise found by the element's name. */
  rule?: string;
}

/** A reviewed table: the source line of each label and of each cell, row by row. */
export interface ProfileCorrection {
  columns: number[];
  /** A line number, `null` for a cell the card leaves empty, `"above"` for a merged cell (same text as above). */
  rows: (number | null | 'above')[][];
  rule?: string;
}

const isLabel = (t: string) => COLUMN_LABELS.includes(t);
/** `BLI 2`, `NOMBRE UNIDAD CALEFACTORA`: a label and its value on one line. */
const labelled = (t: string) =>
  COLUMN_LABELS.filter((l) => t.startsWith(`${l} `)).sort((a, b) => b.length - a.length)[0];
/** A cell: short, no sentence, no bullet. */
const isCell = (t: string) =>
  t.length <= 45 &&
  !t.includes('•') &&
  !/[a-záéíóúñ]{3,}[^()]*\.$/.test(t) &&
  !/\bcm\b/.test(t) &&
  !isLabel(t);

/**
 * Lifts the profile tables out of a mission's paragraphs (extraction order); the rest is handed
 * back in order. Reviewed tables first: their lines are taken wherever they are.
 */
export function extractProfiles(
  paragraphs: SourceText[],
  reviewed: ProfileCorrection[] = [],
): { tables: ProfileDraft[]; rest: SourceText[] } {
  const tables: ProfileDraft[] = [];
  let rest = [...paragraphs];
  // A whole single-line paragraph, by its source line.
  const byLine = (line: number) =>
    rest.find((p) => p.src.length === 1 && p.src[0]!.line === line && p.src[0]!.start === 0);
  for (const c of reviewed) {
    const columns = c.columns.map(byLine);
    const cells = c.rows.map((row) => row.map((x) => (typeof x === 'number' ? byLine(x) : x)));
    if (columns.some((x) => !x) || cells.some((row) => row.some((x) => x === undefined))) continue;
    const taken = new Set<SourceText>([
      ...(columns as SourceText[]),
      ...(cells.flat().filter((x) => typeof x === 'object' && x !== null) as SourceText[]),
    ]);
    rest = rest.filter((p) => !taken.has(p));
    const rows: ProfileCell[][] = [];
    for (const row of cells) {
      rows.push(
        row.map((x, k): ProfileCell => {
          if (x === null) return { text: '', src: [] };
          // A merged cell: the text of the cell above, its source counted once (there).
          if (x === 'above') return { text: rows.at(-1)?.[k]?.text ?? '', src: [] };
          return x as SourceText;
        }),
      );
    }
    tables.push(shape(columns as SourceText[], rows, c.rule));
  }

  const out: SourceText[] = [];
  for (let i = 0; i < rest.length; i++) {
    const p = rest[i]!;
    if (!FIRST_LABEL.test(p.text)) {
      out.push(p);
      continue;
    }
    // Labels with their values on the same line: one element.
    if (labelled(p.text)) {
      const columns: SourceText[] = [];
      const values: SourceText[] = [];
      let j = i;
      for (; j < rest.length; j++) {
        const l = labelled(rest[j]!.text);
        if (!l || (j > i && FIRST_LABEL.test(rest[j]!.text))) break;
        columns.push(sliceText(rest[j]!, 0, l.length)!);
        values.push(sliceText(rest[j]!, l.length)!);
      }
      if (columns.length >= 3) {
        tables.push(shape(columns, [values]));
        i = j - 1;
        continue;
      }
    }
    // Labels one per line, then the cells row by row.
    let j = i;
    while (j < rest.length && isLabel(rest[j]!.text)) j++;
    const columns = rest.slice(i, j);
    let k = j;
    while (k < rest.length && isCell(rest[k]!.text)) k++;
    const n = columns.length;
    const count = Math.floor((k - j) / n) * n;
    if (n < 3 || count === 0) {
      out.push(p);
      continue;
    }
    const rows: SourceText[][] = [];
    for (let r = j; r < j + count; r += n) rows.push(rest.slice(r, r + n));
    tables.push(shape(columns, rows));
    i = j + count - 1;
  }
  return { tables, rest: out };
}

/** Puts the name column first: the element's name, then its attributes in printed order. */
function shape(columns: SourceText[], rows: ProfileCell[][], rule?: string): ProfileDraft {
  const at = Math.max(
    0,
    columns.findIndex((c) => c.text === 'NOMBRE'),
  );
  const order = [at, ...columns.keys()].filter((k, i, a) => a.indexOf(k) === i);
  return {
    columns: order.map((k) => columns[k]!),
    rows: rows.map((r) => ({
      name: r[at]!,
      values: order.slice(1).map((k) => r[k] ?? { text: '', src: [] }),
    })),
    line: columns[0]!.src[0]!.line,
    ...(rule ? { rule } : {}),
  };
}
