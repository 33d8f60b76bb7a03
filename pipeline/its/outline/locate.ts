import type { SourceText } from '../types.ts';
import type { TextEntry } from './schema.ts';

/** Where an outline entry's words start in the pool of paragraphs. */
export interface Place {
  paragraph: number;
  offset: number;
}

/** A word starts here: at the paragraph's start or after a space, a bullet or a dash. */
const atBoundary = (text: string, i: number) => i === 0 || /[\s•\-–]/.test(text[i - 1]!);

/** Offset in `t.text` where the span of source line `line` starts and ends, if `t` has one. */
function lineRange(t: SourceText, line: number): [number, number] | undefined {
  let offset = 0;
  for (const s of t.src) {
    const len = s.end - s.start;
    if (s.line === line) return [offset, offset + len];
    offset += len + 1;
  }
  return undefined;
}

/**
 * Every place in `pool` where `entry`'s words start a word, not yet `used`, restricted to its pinned
 * line. List items prefer places after a bullet or a dash (`• Dados`), which is how the print marks them.
 */
export function findPlaces(pool: SourceText[], entry: TextEntry, used: Set<string>): Place[] {
  const places: Place[] = [];
  pool.forEach((p, paragraph) => {
    const range = entry.line === undefined ? [0, p.text.length] : lineRange(p, entry.line);
    if (!range) return;
    for (let i = p.text.indexOf(entry.words); i >= 0; i = p.text.indexOf(entry.words, i + 1)) {
      if (
        i < range[0]! ||
        i >= range[1]! ||
        !atBoundary(p.text, i) ||
        used.has(`${paragraph}:${i}`)
      )
        continue;
      places.push({ paragraph, offset: i });
    }
  });
  if (entry.kind === 'li') {
    const bulleted = places.filter((x) =>
      /[•\-–]\s*$/.test(pool[x.paragraph]!.text.slice(0, x.offset)),
    );
    if (bulleted.length > 0) return bulleted;
  }
  return places;
}
