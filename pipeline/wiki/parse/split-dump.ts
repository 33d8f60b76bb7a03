import type { Problem } from '../../shared/context.ts';

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
 * Splits a contributions dump into revisions. The dump writes each revision as: a blank line
 * (the end of the previous one, or the header's), the title, a blank line, an ISO timestamp,
 * a blank line, the `User:` line and a blank line, then the markup up to the next revision.
 * The list is newest first. Only that exact shape, with a timestamp no newer than the
 * revision before it, starts a revision: page text imitating it (say `Trabado`, a date and
 * `Mallory:` inside another page) stays text of its page, with a warning, and can never
 * replace the real page.
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

  const starts: number[] = [];
  for (let i = 2; i < lines.length - 2; i++) {
    // The looser shape: a title, a blank line, a timestamp, a blank line and a `User:` line.
    if (!(
      TIMESTAMP.test(lines[i]!) &&
      blank(lines[i - 1]) &&
      blank(lines[i + 1]) &&
      !blank(lines[i - 2]) &&
      CONTRIBUTOR.test(lines[i + 2]!)
    ))
      continue;
    const title = i - 2;
    const previous = starts[starts.length - 1];
    const problem =
      title > 1 && !blank(lines[title - 1])
        ? 'no va precedida de una línea en blanco'
        : lines[title + 5] !== undefined && !blank(lines[title + 5])
          ? 'al usuario no le sigue una línea en blanco'
          : NOT_IN_TITLE.test(lines[title]!)
            ? 'el título tiene caracteres que un título no admite'
            : previous !== undefined && lines[i]!.trim() > lines[previous + 2]!.trim()
              ? `su fecha es posterior a la de la revisión anterior del volcado (${lines[previous + 2]!.trim()}), que va de la más nueva a la más vieja`
              : undefined;
    if (problem === undefined) {
      starts.push(title);
      continue;
    }
    warnings.push({
      file,
      line: title + 1,
      ...(previous !== undefined ? { page: lines[previous]!.trim() } : {}),
      message: `líneas con forma de comienzo de revisión («${lines[title]!.trim().slice(0, 60)}», ${lines[i]!.trim()}), pero ${problem}: se leen como texto de la página`,
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
