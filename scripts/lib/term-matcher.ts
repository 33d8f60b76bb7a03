/**
 * The one rule for finding rule names in the prose of the parts that are not the wiki
 * (Refuerzos, ITS): whole words, any case, longest names first, so «Tropa Especialista» wins over
 * «Tropa» and «Tokens de Mando» over a page called «Mando». Both linkers (`link-terms.ts` on
 * mdast, `scripts/its/transform/rich-text.ts` on plain text) match with it.
 */

import type { Definition } from './context.ts';

/** Shorter names («CC», «DA», «ORA») are too ambiguous to link in prose. */
export const MIN_TERM_LENGTH = 4;

export interface TermMatcher<T extends Definition> {
  /** Every name, as a global regular expression; none when there is nothing to link. */
  pattern: RegExp | undefined;
  /** The target a matched text names. */
  target(value: string): T | undefined;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createTermMatcher<T extends Definition>(targets: readonly T[]): TermMatcher<T> {
  const terms = targets
    .filter((t) => t.title.trim().length >= MIN_TERM_LENGTH)
    .sort((a, b) => b.title.length - a.title.length);
  const byLower = new Map<string, T>();
  for (const t of terms) {
    const key = t.title.toLocaleLowerCase('es');
    if (!byLower.has(key)) byLower.set(key, t);
  }
  const pattern =
    terms.length === 0
      ? undefined
      : new RegExp(
          `(?<![\\p{L}\\p{N}])(?:${terms.map((t) => escape(t.title)).join('|')})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`,
          'giu',
        );
  return { pattern, target: (value) => byLower.get(value.toLocaleLowerCase('es')) };
}
