import type { GlossaryTerm } from './schema.ts';

/** Every name a player may type for a term: title, abbreviations, English names, aliases. */
export function termNames(term: GlossaryTerm): string[] {
  return [...new Set([term.title, ...term.abbr, ...term.en, ...term.aliases])];
}

/** Abbreviation → its expansion (the term's title), for `<abbr title>`. */
export function abbreviationMap(terms: readonly GlossaryTerm[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const term of terms)
    for (const abbr of term.abbr) if (!map.has(abbr)) map.set(abbr, term.title);
  return map;
}
