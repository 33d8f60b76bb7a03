import type { Problem } from '../../shared/context.ts';
import { lowerBound } from '../../../src/lib/lower-bound.ts';

/** One revision of one page, as the contributions dump holds it. */
export interface Revision {
  title: string;
  /** ISO 8601 timestamp of the revision. */
  timestamp: string;
  contributor: string;
  /** The page's MediaWiki markup. */
  text: string;
  /** Source file, relative to the repository root. */
  file: string;
  /** 1-based line of `text`'s first line in the file. */
  line: number;
}

const HEADER = /Contribuciones del usuario|User contributions/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const CONTRIBUTOR = /^(.+):\s*$/;
/** Characters MediaWiki never allows in a title: a line holding one is markup, not a title. */
const NOT_IN_TITLE = /[[\]{}|#<>]/;

const blank = (line: string | undefined) => line !== undefined && line.trim() === '';

/**
 * Every place of the dump with a revision's looser shape (a title, a blank line, a timestamp, a
 * blank line and a `User:` line): those in the exact shape, and the others with what is wrong.
 */
function boundaryShapes(lines: readonly string[]): {
  boundaries: Boundary[];
  misshapen: (Boundary & { problem: string })[];
} {
  const boundaries: Boundary[] = [];
  const misshapen: (Boundary & { problem: string })[] = [];
  for (let i = 2; i < lines.length - 2; i++) {
    if (!(
      TIMESTAMP.test(lines[i]!) &&
      blank(lines[i - 1]) &&
      blank(lines[i + 1]) &&
      !blank(lines[i - 2]) &&
      CONTRIBUTOR.test(lines[i + 2]!)
    ))
      continue;
    const title = i - 2;
    const problem =
      title > 1 && !blank(lines[title - 1])
        ? 'no va precedida de una línea en blanco'
        : lines[title + 5] !== undefined && !blank(lines[title + 5])
          ? 'al usuario no le sigue una línea en blanco'
          : NOT_IN_TITLE.test(lines[title]!)
            ? 'el título tiene caracteres que un título no admite'
            : undefined;
    const boundary = { title, timestamp: lines[i]!.trim() };
    if (problem === undefined) boundaries.push(boundary);
    else misshapen.push({ ...boundary, problem });
  }
  return { boundaries, misshapen };
}

/** A place with the shape of a revision's start: its title line (0-based) and timestamp. */
interface Boundary {
  title: number;
  timestamp: string;
}

/**
 * The longest run of `boundaries` whose timestamps never go up (`newestFirst`) or never go down,
 * always starting at the first (text before it is the header, never a page). Among runs of that
 * length, each step takes the boundary closest in time to the one before: a page's text
 * imitating a boundary with a date far off (a future date in an oldest-first dump) loses to the
 * real next revision. O(n log n): the longest run starting at each boundary (a patience sort
 * from the end), then one pass over those levels.
 */
function orderedRun(boundaries: readonly Boundary[], newestFirst: boolean): Boundary[] {
  if (boundaries.length === 0) return [];
  const ranks = [...new Set(boundaries.map((b) => b.timestamp))].sort();
  const rankOf = new Map(ranks.map((t, i) => [t, i]));
  // Ranks that must not go down along the run.
  const value = boundaries.map((b) => (newestFirst ? -1 : 1) * rankOf.get(b.timestamp)!);
  // levels[k]: the boundaries from which the longest run has k + 1 of them, in file order; their
  // values go down along each level (a later one with a higher value would lengthen the earlier).
  const levels: number[][] = [];
  const tails: number[] = [];
  let first = 0;
  for (let i = value.length - 1; i >= 0; i--) {
    const x = -value[i]!;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (tails[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
    (levels[lo] ??= []).push(i);
    first = lo;
  }
  for (const level of levels) level.reverse();
  const run = [boundaries[0]!];
  let at = 0;
  for (let need = first - 1; need >= 0; need--) {
    // The last of the level after `at` that does not go down: the closest in value.
    let pick = -1;
    for (const i of levels[need]!) {
      if (i <= at) continue;
      if (value[i]! < value[at]!) break;
      pick = i;
    }
    run.push(boundaries[pick]!);
    at = pick;
  }
  return run;
}

/**
 * Splits a contributions dump into revisions. The dump writes each revision as: a blank line
 * (the end of the previous one, or the header's), the title, a blank line, an ISO timestamp,
 * a blank line, the `User:` line and a blank line, then the markup up to the next revision.
 * MediaWiki lists them newest first, or oldest first with `dir=prev`: the file's own boundaries
 * tell which (the order that keeps more of them), with a warning when it is oldest first, and
 * the revisions come out newest first either way. Only that exact shape, in the file's order,
 * starts a revision: page text imitating it (say `Trabado`, a date and `Mallory:` inside
 * another page) stays text of its page, with a warning, and can never replace the real page.
 */
export function splitDump(
  source: string,
  file: string,
): { revisions: Revision[]; warnings: Problem[] } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const warnings: Problem[] = [];
  if (!HEADER.test(lines[0] ?? '')) {
    warnings.push({
      file,
      line: 1,
      message: `la cabecera del volcado no es «… - Contribuciones del usuario [es]»: «${(lines[0] ?? '').slice(0, 80)}»`,
    });
  }

  // 1. Every place with a revision's shape; those whose shape is not exact are text.
  const { boundaries, misshapen } = boundaryShapes(lines);

  // 2. The file's order: the one that keeps more boundaries in order (newest first on a tie).
  const newest = orderedRun(boundaries, true);
  const oldest = orderedRun(boundaries, false);
  const newestFirst = newest.length >= oldest.length;
  const kept = newestFirst ? newest : oldest;
  if (!newestFirst) {
    warnings.push({
      file,
      line: kept[1]!.title + 1,
      message:
        'el volcado va de la revisión más vieja a la más nueva (dir=prev de MediaWiki): se lee en ese orden',
    });
  }
  const keptTitles = new Set(kept.map((b) => b.title));
  const outOfOrder = boundaries
    .filter((b) => !keptTitles.has(b.title))
    .map((b) => ({
      ...b,
      problem: `su fecha no sigue el orden del volcado, que va de la más ${newestFirst ? 'nueva a la más vieja' : 'vieja a la más nueva'}`,
    }));

  // 3. The others are text of the page they stand in, with a warning naming it.
  const starts = kept.map((b) => b.title);
  for (const text of [...misshapen, ...outOfOrder].sort((a, b) => a.title - b.title)) {
    const before = starts[lowerBound(starts, text.title) - 1];
    warnings.push({
      file,
      line: text.title + 1,
      ...(before !== undefined ? { page: lines[before]!.trim() } : {}),
      message: `líneas con forma de comienzo de revisión («${lines[text.title]!.trim().slice(0, 60)}», ${text.timestamp}), pero ${text.problem}: se leen como texto de la página`,
    });
  }
  if (starts.length === 0) {
    warnings.push({
      file,
      line: 1,
      message: 'no se encontró ninguna revisión (título, fecha ISO, usuario)',
    });
  }

  const revisions: Revision[] = [];
  starts.forEach((start, index) => {
    const end = index + 1 < starts.length ? starts[index + 1]! : lines.length;
    const body = lines.slice(start + 5, end);
    while (body.length > 0 && body[body.length - 1]!.trim() === '') body.pop();
    revisions.push({
      title: lines[start]!.trim(),
      timestamp: lines[start + 2]!.trim(),
      contributor: CONTRIBUTOR.exec(lines[start + 4]!)![1]!.trim(),
      text: body.join('\n'),
      file,
      line: start + 6,
    });
  });

  if (!newestFirst) revisions.reverse();

  const preamble = lines.slice(1, starts[0] ?? lines.length).filter((l) => l.trim() !== '');
  if (preamble.length > 0 && starts.length > 0) {
    warnings.push({
      file,
      line: 2,
      message: `texto antes de la primera revisión, ignorado: «${preamble[0]!.slice(0, 60)}»`,
    });
  }
  return { revisions, warnings };
}
