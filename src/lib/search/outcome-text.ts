import type { SearchOutcome } from './engine.ts';
import { countNoun } from '../count-noun.ts';

/** How many results, in words: "Sin resultados", "1 resultado", "8 resultados". */
export function countText(n: number): string {
  return n === 0 ? 'Sin resultados' : countNoun(n, 'resultado', 'resultados');
}

/**
 * The line above the results (also announced to screen readers): the correction notice
 * ("Mostrando resultados para «esquivar»") when typos were corrected, the count otherwise (and
 * the sections a word of the query chose: «2 resultados en ITS y Misiones»), and a note when no
 * page holds every word.
 */
export function outcomeText(
  outcome: Pick<SearchOutcome, 'query' | 'shownQuery' | 'corrected' | 'relaxed' | 'hits'> &
    Partial<Pick<SearchOutcome, 'total' | 'scope'>>,
): string {
  // Every page found, not only those shown so far ("Más resultados" shows the rest).
  const n = Math.max(outcome.total ?? 0, outcome.hits.length);
  const loose = outcome.relaxed
    ? ' Ninguna página tiene todas las palabras: primero las que tienen más.'
    : '';
  if (outcome.corrected)
    return `Mostrando resultados para «${outcome.shownQuery}». ${countText(n)}.${loose}`;
  if (n === 0) return `Sin resultados para «${outcome.query.trim()}».`;
  const within = outcome.scope ? ` en ${outcome.scope.join(' y ')}` : '';
  return `${countText(n)}${within}.${loose}`;
}
