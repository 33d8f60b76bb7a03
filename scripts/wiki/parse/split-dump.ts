import type { Warning } from '../../lib/context.ts';

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

/**
 * Splits a contributions dump into revisions. A revision starts where a title line, a blank
 * line, a timestamp, a blank line and a `User:` line follow each other; everything up to the
 * next such start is that revision's markup.
 */
export function splitDump(
  source: string,
  file: string,
): { revisions: Revision[]; warnings: Warning[] } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const warnings: Warning[] = [];
  if (!HEADER.test(lines[0] ?? '')) {
    warnings.push({
      file,
      line: 1,
      message: `la cabecera del volcado no es «… - Contribuciones del usuario [es]»: «${(lines[0] ?? '').slice(0, 80)}»`,
    });
  }

  const starts: number[] = [];
  for (let i = 2; i < lines.length - 2; i++) {
    if (
      TIMESTAMP.test(lines[i]!) &&
      lines[i - 1]!.trim() === '' &&
      lines[i + 1]!.trim() === '' &&
      lines[i - 2]!.trim() !== '' &&
      CONTRIBUTOR.test(lines[i + 2]!)
    ) {
      starts.push(i - 2);
    }
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
