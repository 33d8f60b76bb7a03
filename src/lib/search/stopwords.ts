import { fold, words } from './fold.ts';

/** Words that carry no meaning on their own (folded: `mas`, not `más`). */
const STOPWORDS: ReadonlySet<string> = new Set(
  'a al con de del el en es la las lo los para por que se su sus un una uno y o u como cual cuando donde dentro entre sobre sin mi tu si no mas muy ya hay puede pueden estar esta este esto'.split(
    ' ',
  ),
);

/** The query's words that mean something (2+ letters, not a stopword), as typed, each once. */
export function meaningfulWords(query: string): string[] {
  const seen = new Set<string>();
  return words(query).filter((word) => {
    const folded = fold(word);
    if (word.length < 2 || STOPWORDS.has(folded) || seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}
