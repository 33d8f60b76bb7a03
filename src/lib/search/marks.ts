import { fold, words } from './fold.ts';
import { meaningfulWords } from './stopwords.ts';

/** Letters two words must begin with alike to be one word's forms (Pagefind stems: `tropa`/`tropas`). */
const SHARED_PREFIX = 3;

function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Whether a marked word is a form of one of the query's meaningful words. */
const matches = (marked: string, wanted: readonly string[]) =>
  wanted.some(
    (word) => sharedPrefix(marked, word) >= Math.min(SHARED_PREFIX, word.length, marked.length),
  );

/**
 * The words a result's link asks its page to mark (`?pagefind-highlight=`): those of the query
 * that mean something, so the landing page does not mark every «de» of the ruling; a query of
 * stopwords only marks its words.
 */
export function highlightWords(query: string): string[] {
  const meaningful = meaningfulWords(query);
  return (meaningful.length > 0 ? meaningful : words(query)).filter((word) => word.length > 1);
}

/**
 * Pagefind's excerpt (escaped text with `<mark>…</mark>`) with only the marks of the query's
 * meaningful words (or a form of one: Pagefind stems): the others are unwrapped, their text kept.
 * Pagefind marks every word the query matches, its «de» and «y» too, and as prefixes:
 * «requisitos de LDT y ZC» marked «deben», «declarar», «del» and every «de» and «y». A query of
 * stopwords only keeps every mark. The punctuation around a marked word is left out of its mark.
 */
export function keepMeaningfulMarks(excerpt: string, query: string): string {
  const wanted = meaningfulWords(query).map(fold);
  return excerpt.replace(/<mark>([^<]*)<\/mark>/g, (_whole, text: string) => {
    const [, before, word, after] = MARKED.exec(text)!;
    const marked = fold(word!).replace(/[^\p{L}\p{N}]+/gu, '');
    return marked && (wanted.length === 0 || matches(marked, wanted))
      ? `${before}<mark>${word}</mark>${after}`
      : text;
  });
}

/**
 * A marked word and the punctuation Pagefind marked with it («WIP.», «(LDT),», an escaped quote):
 * the mark keeps only the word.
 */
const MARKED = /^((?:&#?\w+;|[^\p{L}\p{N}&])*)(.*?)((?:&#?\w+;|[^\p{L}\p{N}&])*)$/su;
