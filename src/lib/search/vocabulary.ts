import { allowedEdits, editDistance } from './edit-distance.ts';
import { fold, words } from './fold.ts';

/**
 * The site's own words, built at build time (`src/integrations/search/search-data.ts`), most frequent
 * first. Typo correction only ever proposes words the site contains.
 */
export interface Vocabulary {
  /** Distinct spellings, most frequent first. */
  words: string[];
}

export interface VocabularyIndex {
  /** Exact spellings (lowercase). */
  exact: Set<string>;
  /** Folded form → spellings with that fold, most frequent first. */
  byFold: Map<string, string[]>;
  /** Folded forms grouped by length, for the edit-distance scan. */
  byLength: Map<number, string[]>;
  /** Folded form → rank (0 = most frequent). */
  rank: Map<string, number>;
}

export function indexVocabulary(vocabulary: Vocabulary): VocabularyIndex {
  const exact = new Set<string>();
  const byFold = new Map<string, string[]>();
  const byLength = new Map<number, string[]>();
  const rank = new Map<string, number>();
  vocabulary.words.forEach((word, i) => {
    const lower = word.toLowerCase();
    exact.add(lower);
    const key = fold(lower);
    const spellings = byFold.get(key);
    if (spellings) {
      if (!spellings.includes(lower)) spellings.push(lower);
      return;
    }
    byFold.set(key, [lower]);
    rank.set(key, i);
    const sameLength = byLength.get(key.length) ?? [];
    sameLength.push(key);
    byLength.set(key.length, sameLength);
  });
  return { exact, byFold, byLength, rank };
}

/**
 * The closest site word to a typed word, or undefined when the word is known or nothing is
 * close. Order: exact spelling; same word without accents (ñ = n); then fewest edits, the
 * more frequent word winning a tie.
 */
export function correctWord(
  word: string,
  index: VocabularyIndex,
  allowed: (candidate: string) => boolean = () => true,
): string | undefined {
  const lower = word.toLowerCase();
  if (index.exact.has(lower)) return undefined;
  const key = fold(lower);
  const sameFold = index.byFold.get(key);
  if (sameFold) return undefined; // "dano" is "daño" for matching: nothing to correct
  if (/^\d+$/.test(key)) return undefined;
  const max = allowedEdits(key.length);
  if (max === 0) return undefined;
  let best: { word: string; distance: number; raw: number; rank: number } | undefined;
  for (let length = key.length - max; length <= key.length + max; length++) {
    for (const candidate of index.byLength.get(length) ?? []) {
      if (!allowed(candidate)) continue;
      const distance = editDistance(key, candidate, max);
      if (distance > max) continue;
      // Among equally close words, the one whose accents match what was typed ranks first.
      for (const spelling of index.byFold.get(candidate)!) {
        const raw = editDistance(lower, spelling, max + 2);
        const rank = index.rank.get(candidate) ?? Infinity;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance && (raw < best.raw || (raw === best.raw && rank < best.rank)))
        ) {
          best = { word: spelling, distance, raw, rank };
        }
      }
    }
  }
  return best?.word;
}

/** The site's words as stems, with the stemmer that made them (see `correctQuery`). */
export interface SiteForms {
  stem: (word: string) => string;
  stems: ReadonlySet<string>;
}

/** The stems of a vocabulary's words. */
export const siteForms = (index: VocabularyIndex, stem: (word: string) => string): SiteForms => ({
  stem,
  stems: new Set([...index.byFold.keys()].map(stem)),
});

/**
 * The query with each unknown word replaced by its closest site word, or undefined when every
 * word is known (or nothing close exists). Known words stay exactly as typed. With the site's
 * `forms`, a form of a site word (its stem is a site word's stem: «resetear» and «Reset», «curo»
 * and «curar») is not a typo: Pagefind, stemming alike, finds it as typed, so it only becomes a
 * close spelling of that same stem («descubre» → «descubrir»), never another word («reservar»,
 * «cuyo»).
 */
export function correctQuery(
  query: string,
  index: VocabularyIndex,
  forms?: SiteForms,
  keep?: ReadonlySet<string>,
): string | undefined {
  let changed = false;
  const corrected = words(query).map((word) => {
    if (keep?.has(word)) return word;
    const own = forms?.stems.has(forms.stem(word)) ? forms.stem(word) : undefined;
    const fix = correctWord(
      word,
      index,
      own ? (candidate) => forms!.stem(candidate) === own : undefined,
    );
    if (fix === undefined) return word;
    changed = true;
    return fix;
  });
  return changed ? corrected.join(' ') : undefined;
}

/**
 * A query's typos corrected against the site's words (see `correctQuery`), or undefined; the
 * words of `keep` (slang searched as typed) are no typos.
 */
export type TypoFixer = (query: string, keep?: ReadonlySet<string>) => string | undefined;

/**
 * The typo corrector of one vocabulary and stemmer, or undefined for an empty vocabulary. It
 * ships in the reader's chunk and loads with the vocabulary, so a search that needs no
 * correction downloads neither.
 */
export function typoFixer(
  vocabulary: Vocabulary,
  stem?: (word: string) => string,
): TypoFixer | undefined {
  if (vocabulary.words.length === 0) return undefined;
  const index = indexVocabulary(vocabulary);
  const forms = stem && siteForms(index, stem);
  return (query, keep) => correctQuery(query, index, forms, keep);
}
