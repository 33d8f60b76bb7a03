/**
 * The "Tabla de Solicitar Refuerzos" as typed data for the reinforcements calculator:
 * per army list size, the Victory Points at or below which a player may request reinforcements
 * and at or below which the army is in retreat.
 */
import type { RulePageFrontmatter } from '../../../src/content/wiki-schemas.ts';
import type { SourceProblem } from '../../shared/problem.ts';
import type { RBlock } from '../types.ts';

export interface RequestThreshold {
  /** Army list size in points (250, 300, 350, 400). */
  listPoints: number;
  /** Request Reinforcements when the player's Victory Points are this or fewer. */
  requestAtMost: number;
  /** Retreat! when the player's Victory Points are this or fewer. */
  retreatAtMost: number;
  /** 1-based source line of the row. */
  line: number;
}

export interface RequestTable {
  /** Where the table is printed: the same reference as the page's frontmatter. */
  source: RulePageFrontmatter['source'];
  /** Header cells as printed. */
  columns: string[];
  rows: RequestThreshold[];
}

const FIRST_NUMBER = /(\d+)/;

/** Finds the table whose header starts with "Lista de Ejército" and reads its numbers. */
export function requestTable(
  blocks: RBlock[],
  file: string,
): { table: RequestTable | null; problems: SourceProblem[] } {
  const problems: SourceProblem[] = [];
  const found = blocks.find(
    (b): b is Extract<RBlock, { kind: 'table' }> =>
      b.kind === 'table' && (b.header?.[0] ?? '').startsWith('Lista de Ejército'),
  );
  if (!found || !found.header)
    return { table: null, problems: [{ message: 'no aparece la Tabla de Solicitar Refuerzos' }] };
  const rows: RequestThreshold[] = [];
  for (const r of found.rows) {
    const n = r.cells.map((c) => FIRST_NUMBER.exec(c)?.[1]);
    if (r.cells.length !== 3 || n.some((x) => x === undefined)) {
      problems.push({
        line: r.line,
        message: `fila ilegible de la Tabla de Solicitar Refuerzos: «${r.cells.join(' | ')}»`,
      });
      continue;
    }
    rows.push({
      listPoints: Number(n[0]),
      requestAtMost: Number(n[1]),
      retreatAtMost: Number(n[2]),
      line: r.line,
    });
  }
  return { table: { source: { file, line: found.line }, columns: found.header, rows }, problems };
}
