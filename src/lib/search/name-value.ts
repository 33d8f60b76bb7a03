import { matchTerms, type SearchTerm, type TermMatch } from './term-match.ts';
import { nameTypos } from './term-typos.ts';

/**
 * An attribute of a profile with its value, as players copy it: «arm 4», «wip 13», «bts -6»,
 * «mov 4-2», «S5», «R2». The name alone (one word; a single letter only against its value), or
 * undefined.
 */
export function valueOff(query: string): string | undefined {
  return /^\s*(\p{L}{2,}\s*|\p{L})[-+]?\d+(?:[-/]\d+)?\s*$/u.exec(query)?.[1]?.trim();
}

/**
 * The names the reader matches when none is written whole: an attribute written with its value
 * («arm 4» is ARM, Blindaje, not «ARM = 0» one typo away), or else a name one or two typos away
 * («esquibar»).
 */
export function matchNames(query: string, terms: readonly SearchTerm[]): TermMatch[] {
  const name = valueOff(query);
  const valued = name === undefined ? [] : matchTerms(name, terms);
  return valued.length > 0 ? valued : matchTerms(query, terms, nameTypos);
}
