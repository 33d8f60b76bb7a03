import { fold, words } from './fold.ts';

/**
 * Words that carry no meaning on their own (folded: `mas`, not `más`): articles, prepositions,
 * pronouns, and the filler of a question as players type it («qué pasa si…», «cómo funciona…»,
 * «puedo…», «cuántas… tengo»), which would otherwise steer the results to pages that happen to
 * say «pasa» or «tengo».
 */
const STOPWORDS: ReadonlySet<string> = new Set(
  [
    'a al con de del el en es la las lo los para por que se su sus un una uno unos unas y o u',
    'como cual cuales cuando donde dentro entre sobre sin mi mis tu tus si no mas muy ya hay',
    'puede pueden puedo puedes podemos estar esta este esto',
    'contra desde hasta hacia tras ante bajo segun durante',
    'me te le les nos ha he han hace hago hacer tengo tiene tienen tienes',
    'pasa ocurre sucede funciona funcionan sirve cuanto cuanta cuantos cuantas quien cuanto',
    'debo debe deben algun alguna otro otra',
  ]
    .join(' ')
    .split(' '),
);

/** Whether a folded word is a stopword. */
export const isStopword = (folded: string): boolean => STOPWORDS.has(folded);

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
