import { nameKey } from './fold.ts';

/** A glossary term as the search UI receives it (compact, from the vocabulary JSON). */
export interface SearchTerm {
  /** Spanish title. */
  title: string;
  /** Where it is explained (page or page#anchor). */
  url: string;
  /** Section: Reglas, ITS, Misiones, Escaramuza. */
  parte: string;
  /** Every name a player may type (title, abbreviations, English, aliases). */
  names: string[];
  /** The names that are abbreviations: matched by exact case-insensitive equality only. */
  abbr?: string[];
  /** Its page is a term page (a rule the sources do not hold yet: the list of its mentions). */
  termPage?: boolean;
}

export interface TermMatch {
  term: SearchTerm;
  /** 0 a name as written (any case), 1 the same without accents, 2 one or two typos away. */
  quality: 0 | 1 | 2;
  /** Typos away from the closest name (0 unless `quality` is 2). */
  distance: number;
}

/**
 * How many typos apart a query's key and a name's key are, when close enough to count (name
 * typos, `src/lib/search/term-typos.ts`): undefined when farther.
 */
export type NameTypos = (key: string, nameKey: string) => number | undefined;

/** Each name's key, worked out once: every search compares the query with every name. */
const keys = new Map<string, string>();

/**
 * Terms whose name is the whole query: "ORA", "Intuitive Attack", "aniquilacion"; with `typos`,
 * "esquibar" too (the reader's chunk brings them: a name as written needs no edit distance).
 */
export function matchTerms(
  query: string,
  terms: readonly SearchTerm[],
  typos?: NameTypos,
): TermMatch[] {
  const key = nameKey(query);
  if (!key) return [];
  const raw = query.trim().toLowerCase().replace(/\s+/g, ' ');
  const matches: TermMatch[] = [];
  for (const term of terms) {
    let best: TermMatch['quality'] | undefined;
    let distance = Infinity;
    for (const name of term.names) {
      const ofName = keys.get(name) ?? keys.set(name, nameKey(name)).get(name)!;
      if (!ofName) continue;
      if (name.toLowerCase() === raw) best = 0;
      else if (ofName === key) best = Math.min(best ?? 1, 1) as 0 | 1;
      else if (typos && (best === undefined || best === 2)) {
        const edits = typos(key, ofName);
        if (edits !== undefined) {
          best = 2;
          distance = Math.min(distance, edits);
        }
      }
      if (best === 0) break;
    }
    if (best !== undefined)
      matches.push({ term, quality: best, distance: best === 2 ? distance : 0 });
  }
  // «camoflage» is one typo from «Camouflage» and two from «Camouflaged»: the closer first.
  return matches.sort((a, b) => a.quality - b.quality || a.distance - b.distance);
}
