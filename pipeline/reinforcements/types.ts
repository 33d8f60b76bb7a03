/** Shapes passed between the Refuerzos stages (parse → transform → emit). */
import type { SourceProblem } from '../shared/problem.ts';

export interface RawRow {
  cells: string[];
  line: number;
}

/** A line of the source, classified. */
export type RBlock =
  | { kind: 'heading'; text: string; line: number }
  | { kind: 'paragraph'; text: string; line: number }
  | { kind: 'bullet'; text: string; line: number }
  | { kind: 'table'; header: string[] | null; rows: RawRow[]; line: number };

export interface ReinforcementsParse {
  title: string;
  titleLine: number;
  /** Items of the navigation line (the page's place among the rule modules). */
  nav: string[];
  blocks: RBlock[];
  problems: SourceProblem[];
}
