/**
 * Roll ranges of the skirmish game's tables ("1-4", "5", "6+") and their coverage check:
 * every result of the die must fall in exactly one row.
 */

/** An inclusive range of roll results; `high: null` is open-ended ("6+": six or more). */
export interface RollRange {
  low: number;
  high: number | null;
}

const SINGLE = /^(\d+)$/;
const SPAN = /^(\d+)\s*[-–—]\s*(\d+)$/;
const OPEN = /^(\d+)\s*\+$/;

/** Parses "5", "1-4" (hyphen, en or em dash) or "6+"; anything else, or "4-1", is null. */
export function parseRange(text: string): RollRange | null {
  const t = text.trim();
  let m = SINGLE.exec(t);
  if (m) return { low: Number(m[1]), high: Number(m[1]) };
  m = SPAN.exec(t);
  if (m) {
    const low = Number(m[1]);
    const high = Number(m[2]);
    return low <= high ? { low, high } : null;
  }
  m = OPEN.exec(t);
  if (m) return { low: Number(m[1]), high: null };
  return null;
}

/** Canonical text of a range: "1-4", "5", "6+". */
export function formatRange(r: RollRange): string {
  if (r.high === null) return `${r.low}+`;
  return r.low === r.high ? String(r.low) : `${r.low}-${r.high}`;
}

export function rangeContains(r: RollRange, n: number): boolean {
  return n >= r.low && (r.high === null || n <= r.high);
}

/** One problem of a table's ranges: `row` is the index (in the given order) of the row at fault. */
export interface CoverageProblem {
  kind: 'gap' | 'overlap' | 'outside';
  row: number;
  message: string;
}

/**
 * Checks that `ranges` cover every result from `min` to `max` exactly once. Rows may come in
 * any order; an open range ("6+") covers everything above its start.
 */
export function checkCoverage(ranges: RollRange[], min: number, max: number): CoverageProblem[] {
  const problems: CoverageProblem[] = [];
  const order = ranges.map((r, i) => ({ r, i })).sort((a, b) => a.r.low - b.r.low);
  let next = min; // first result not yet covered
  let previous: { r: RollRange; i: number } | undefined;
  for (const item of order) {
    const { r, i } = item;
    if (r.low > max || (r.high !== null && r.high < min)) {
      problems.push({
        kind: 'outside',
        row: i,
        message: `el rango ${formatRange(r)} queda fuera de ${min}-${max}`,
      });
      continue;
    }
    if (r.low > next) {
      problems.push({
        kind: 'gap',
        row: i,
        message: `hueco: ningún rango cubre ${formatRange({ low: next, high: r.low - 1 })}`,
      });
    } else if (r.low < next && previous) {
      problems.push({
        kind: 'overlap',
        row: i,
        message: `solapamiento: ${formatRange(r)} se solapa con ${formatRange(previous.r)}`,
      });
    } else if (r.low < min) {
      problems.push({
        kind: 'outside',
        row: i,
        message: `el rango ${formatRange(r)} empieza por debajo de ${min}`,
      });
    }
    next = r.high === null ? Number.POSITIVE_INFINITY : Math.max(next, r.high + 1);
    previous = item;
  }
  if (next <= max) {
    problems.push({
      kind: 'gap',
      row: order.at(-1)?.i ?? 0,
      message: `hueco: ningún rango cubre ${formatRange({ low: next, high: max })}`,
    });
  }
  return problems;
}
