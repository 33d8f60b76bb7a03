/**
 * Transform, step 3: checks the documents. A range that does not parse, a row whose column count
 * differs from its header, or ranges that leave a gap or overlap are problems with their line.
 */
import { checkCoverage, parseRange, type RollRange } from '../../../src/lib/skirmish/ranges.ts';
import { parseDie } from '../../../src/lib/skirmish/roll.ts';
import type {
  SkirmishPlainTable as PlainTable,
  SkirmishDocs,
  SkirmishTable as TableDoc,
} from './docs.ts';
import type { SourceProblem } from '../../shared/problem.ts';

export function validateDocs(docs: SkirmishDocs): SourceProblem[] {
  const problems: SourceProblem[] = [];
  for (const s of docs.scenarios) {
    if (s.rewards) problems.push(...checkColumns(s.rewards, `${s.title}: recompensas`));
  }
  for (const r of docs.rules) {
    for (const b of r.blocks) if (b.kind === 'table') problems.push(...checkColumns(b, r.title));
  }
  for (const t of docs.tables) problems.push(...validateTable(t));
  return problems;
}

/** Rows whose cell count differs from the header's. */
export function checkColumns(
  table: Pick<PlainTable, 'columns' | 'rows' | 'line'> & { rowLines?: number[] },
  page: string,
): SourceProblem[] {
  return table.rows.flatMap((cells, i) =>
    cells.length === table.columns.length
      ? []
      : [
          {
            line: table.rowLines?.[i] ?? table.line + i,
            page,
            message: `la fila tiene ${cells.length} columnas y la cabecera ${table.columns.length}`,
          },
        ],
  );
}

export function validateTable(t: TableDoc): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const die = parseDie(t.die);
  if (!die)
    problems.push({ line: t.source.line, page: t.title, message: `dado desconocido «${t.die}»` });
  problems.push(
    ...checkColumns(
      {
        columns: t.columns,
        rows: t.rows.map((r) => r.cells),
        line: t.source.line,
        rowLines: t.rows.map((r) => r.line),
      },
      t.title,
    ),
  );

  // 1. Every range must parse.
  const parsed: { range: RollRange; row: number }[] = [];
  t.rows.forEach((r, row) => {
    const range = parseRange(r.cells[0] ?? '');
    if (range) parsed.push({ range, row });
    else
      problems.push({
        line: r.line,
        page: t.title,
        message: `rango ilegible «${r.cells[0] ?? ''}»`,
      });
  });
  if (!die) return problems;

  // 2. Coverage: the whole table, or each group ("Quién") over the rows that apply to everyone.
  const sets = coverageSets(t, parsed);
  for (const set of sets) {
    for (const p of checkCoverage(
      set.rows.map((x) => x.range),
      die.min,
      die.max,
    )) {
      if (set.overlapOnly && p.kind !== 'overlap') continue;
      const at = set.rows[p.row];
      problems.push({
        line: at ? t.rows[at.row]!.line : t.source.line,
        page: t.title,
        message: set.label ? `${set.label}: ${p.message}` : p.message,
      });
    }
  }
  return problems;
}

type Parsed = { range: RollRange; row: number };
type CoverageSet = { label: string | null; rows: Parsed[]; overlapOnly?: boolean };

/**
 * The row sets whose ranges must tile the die. A plain table is one set. A table with a "who"
 * column gives one set per group: its own rows, plus the rows for everyone that it does not
 * override (a group's own "5" replaces the shared "5"). Shared rows alone may leave holes (each
 * group fills them), so they are only checked for overlaps, as a set of their own.
 */
function coverageSets(t: TableDoc, parsed: Parsed[]): CoverageSet[] {
  if (t.groupColumn === null) return [{ label: null, rows: parsed }];
  const who = (p: Parsed) => t.rows[p.row]!.cells[t.groupColumn!] ?? '';
  const shared = parsed.filter((p) => who(p) === t.groupAll);
  const names = [...new Set(parsed.map(who).filter((w) => w !== t.groupAll))];
  const out: CoverageSet[] = [];
  const clashing = shared.filter((a) =>
    shared.some((b) => a !== b && intersects(a.range, b.range)),
  );
  if (clashing.length) out.push({ label: t.groupAll, rows: clashing, overlapOnly: true });
  for (const name of names) {
    const own = parsed.filter((p) => who(p) === name);
    const inherited = shared.filter((s) => !own.some((o) => intersects(o.range, s.range)));
    out.push({ label: name, rows: [...own, ...inherited] });
  }
  if (names.length === 0) out.push({ label: t.groupAll, rows: shared });
  return out;
}

function intersects(a: RollRange, b: RollRange): boolean {
  const aHigh = a.high ?? Number.POSITIVE_INFINITY;
  const bHigh = b.high ?? Number.POSITIVE_INFINITY;
  return a.low <= bHigh && b.low <= aHigh;
}
