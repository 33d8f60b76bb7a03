import { fold, words } from './fold.ts';

/** A letter or digit: what `words()` keeps together (src/lib/search/fold.ts). */
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * The folded page texts of the latest searches: Pagefind hands back the same content string for
 * a page it loaded once, and a later query often finds the same pages again.
 */
const folded = new Map<string, string>();
const KEEP = 64;
function foldedText(text: string): string {
  let result = folded.get(text);
  if (result === undefined) {
    result = fold(text);
    if (folded.size >= KEEP) folded.delete(folded.keys().next().value!);
    folded.set(text, result);
  }
  return result;
}

/**
 * Whether `word` (folded) is one of the words of `text` (folded): found where neither the code
 * unit before nor the one after is a letter or digit. A surrogate half counts as a letter, so
 * a word next to an astral letter reads as absent: the cautious answer (it may load the typo
 * vocabulary, never skip it).
 */
export function hasWord(text: string, word: string): boolean {
  if (!word) return false;
  const isWordChar = (at: number) => {
    const char = text[at];
    return char !== undefined && (WORD_CHAR.test(char) || /[\uD800-\uDFFF]/.test(char));
  };
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isWordChar(at - 1) && !isWordChar(at + word.length)) return true;
  }
  return false;
}

/**
 * The words of the query (folded) that none of these page texts contains as a word. Pagefind
 * finds pages for a typo too (by stem or prefix: "esquibar" finds several); a word every found
 * page lacks is one the typo vocabulary may correct, and a query whose words are all on the
 * found pages needs no vocabulary: they are site words, which `correctQuery` leaves as typed.
 * It looks for the query's few words in each folded text rather than splitting whole pages
 * into words, which showed in a later query's main thread (tools/search-profile.ts).
 */
export function unseenWords(query: string, texts: readonly string[]): string[] {
  const pages = texts.map(foldedText);
  return words(fold(query)).filter((word) => !pages.some((page) => hasWord(page, word)));
}
