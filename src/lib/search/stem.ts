import type { Stem } from './analyze.ts';
import { fold } from './fold.ts';

/**
 * The search's stemmer: the Snowball stemmer on the folded word, with a plural's «s» taken off
 * when the stemmer keeps it, so that a name's plural meets its singular. Snowball knows Spanish
 * endings, not the «s» after another vowel or a consonant: it stems «armas», «tokens», «hackers»
 * and «byes» as they are, while «arma», «token», «hacker» and «bye» lose their endings; and a
 * plural in «-es» meets its singular where Snowball stems the two apart («irregulares»).
 */
export function searchStem(stemmer: Stem): Stem {
  // Each word once: a page's text, stemmed to see which names it mentions, says «de», «la» and
  // «tropa» hundreds of times; the site has a few thousand words in all.
  const known = new Map<string, string>();
  return (word) => {
    let stem = known.get(word);
    if (stem === undefined) known.set(word, (stem = stemOnce(stemmer, word)));
    return stem;
  };
}

function stemOnce(stemmer: Stem, word: string): string {
  const folded = fold(word);
  const stem = fold(stemmer(folded));
  if (stem.endsWith('s') && folded.endsWith('s') && folded.length > 3)
    return fold(stemmer(folded.slice(0, -1)));
  // Snowball takes a plural's «es» off and stops, where the singular loses more: «irregulares»
  // → «irregular», but «irregular» → «irregul». The plural is stemmed as its singular.
  const singular = folded.slice(0, -2);
  return folded.endsWith('es') && stem === singular && singular.length > 3
    ? fold(stemmer(singular))
    : stem;
}
