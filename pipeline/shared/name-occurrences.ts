/**
 * Where any of a set of names is written as whole words in a text, case as written: the term
 * pages' mentions (pipeline/wiki/emit/term-mentions.ts) over every paragraph of the wiki.
 *
 * It finds exactly what this regular expression finds, names sorted longest first:
 *   new RegExp(`(?<![\p{L}\p{N}])(?:${names.map(escape).join('|')})(?![\p{L}\p{N}])`, 'gu')
 * but in time linear in the text. V8 tries an alternation of many names with a look-behind at
 * every position of the text (no shared prefixes, no first-character filter): on a whole-wiki
 * dump it was most of the content stage (docs/figures.md). Here only the names that start with
 * the character at a position are tried, longest first, and only where a word may start.
 */

/** A letter or a number of any script: what `[\p{L}\p{N}]` matches. */
const WORD = /^[\p{L}\p{N}]$/u;

/** Whether the code point is a letter or a number (cached: the same few characters recur). */
const wordCache = new Map<number, boolean>();
function isWord(codePoint: number): boolean {
  if (codePoint < 0) return false;
  let known = wordCache.get(codePoint);
  if (known === undefined) {
    known = WORD.test(String.fromCodePoint(codePoint));
    wordCache.set(codePoint, known);
  }
  return known;
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The code point that ends just before `index` (a surrogate pair read whole), or -1 at the start. */
function codePointBefore(text: string, index: number): number {
  if (index <= 0) return -1;
  const last = text.charCodeAt(index - 1);
  if (isLow(last) && index >= 2 && isHigh(text.charCodeAt(index - 2)))
    return text.codePointAt(index - 2)!;
  return last;
}

export interface NameOccurrence {
  /** The name as found (one of the names given). */
  name: string;
  /** UTF-16 index of its first character. */
  index: number;
}

export interface NameScanner {
  /** Every occurrence, left to right, none overlapping (the longest name at a position wins). */
  find(text: string): NameOccurrence[];
}

/** A scanner for `names` (empty names are ignored). */
export function createNameScanner(names: Iterable<string>): NameScanner {
  // Names by their first UTF-16 unit, longest first (equal lengths cannot both match at one place).
  const byFirst = new Map<number, string[]>();
  for (const name of new Set(names)) {
    if (name.length === 0) continue;
    const list = byFirst.get(name.charCodeAt(0)) ?? [];
    list.push(name);
    byFirst.set(name.charCodeAt(0), list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);

  return {
    find(text) {
      const found: NameOccurrence[] = [];
      let i = 0;
      while (i < text.length) {
        const unit = text.charCodeAt(i);
        const candidates = byFirst.get(unit);
        // A position inside a surrogate pair is never a match's start (the regex's `u` flag).
        const inPair = isLow(unit) && i > 0 && isHigh(text.charCodeAt(i - 1));
        if (candidates && !inPair && !isWord(codePointBefore(text, i))) {
          const name = candidates.find((candidate) => {
            if (!text.startsWith(candidate, i)) return false;
            const end = i + candidate.length;
            return end >= text.length || !isWord(text.codePointAt(end)!);
          });
          if (name !== undefined) {
            found.push({ name, index: i });
            i += name.length;
            continue;
          }
        }
        i++;
      }
      return found;
    },
  };
}
