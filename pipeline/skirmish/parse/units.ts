/**
 * Shapes the parse stage hands to the transform stage. They are not stored, so no schema describes
 * them; the documents the transform builds take their types from the zod schemas in
 * src/content/skirmish.ts (see transform/docs.ts).
 */

/** A table row as read: its cells and its 1-based source line. */
export interface RawRow {
  cells: string[];
  line: number;
}

/** What the parse stage hands on: paragraphs and tables in source order, repaired. */
export type Unit =
  | {
      kind: 'text';
      line: number;
      text: string;
      /** A bold label that lost its separator ("SaludDaño…" → term "Salud"). */
      term?: string;
    }
  | {
      kind: 'table';
      line: number;
      /** Header cells when the source has a `|---|` line under them, else null. */
      header: string[] | null;
      rows: RawRow[];
    };

/** A repair of extraction noise (reported as information, not as a warning). */
export interface Repair {
  line: number;
  message: string;
}

export interface ParseResult {
  units: Unit[];
  repairs: Repair[];
}
