/** Shapes passed between the skirmish stages (parse → transform → emit). */

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

export interface SourceRef {
  file: string;
  line: number;
}

export type Block =
  | { kind: 'paragraph'; text: string; term: string | null; termInferred: boolean; line: number }
  | { kind: 'heading'; text: string; id: string }
  | { kind: 'table'; columns: string[]; headerInferred: boolean; rows: string[][]; line: number };

export interface PlainTable {
  columns: string[];
  headerInferred: boolean;
  rows: string[][];
  line: number;
}

export interface ScenarioDoc {
  id: string;
  type: 'scenario';
  title: string;
  titleInferred: boolean;
  order: number;
  source: SourceRef;
  setup: Block[];
  rules: Block[];
  victory: Block[];
  rewards: PlainTable | null;
}

export interface RulesSectionDoc {
  id: string;
  type: 'rules';
  title: string;
  titleInferred: boolean;
  order: number;
  source: SourceRef;
  blocks: Block[];
}

export interface TableRowDoc {
  range: string;
  low: number;
  high: number | null;
  cells: string[];
  line: number;
}

export interface TableDoc {
  id: string;
  type: 'table';
  title: string;
  titleInferred: boolean;
  order: number;
  source: SourceRef;
  group: string;
  groupTitle: string;
  die: string;
  columns: string[];
  headerInferred: boolean;
  groupColumn: number | null;
  groupAll: string | null;
  nameColumn: number | null;
  damageType: string | null;
  intro: string[];
  notes: string[];
  rows: TableRowDoc[];
}

export interface SkirmishDocs {
  scenarios: ScenarioDoc[];
  rules: RulesSectionDoc[];
  tables: TableDoc[];
}
