import type { PARTS } from '../glossary/parts.ts';
import { fold, words } from './fold.ts';
import { meaningfulWords } from './stopwords.ts';

type Part = (typeof PARTS)[number];

/**
 * Words that name a section of the site. A player adds one to say where to look («mercenarios
 * its», «como se lanza una granada en escaramuza», «mision con civiles»); the ITS includes its
 * missions.
 */
const PART_WORDS: Readonly<Record<string, readonly Part[]>> = {
  its: ['ITS', 'Misiones'],
  mision: ['Misiones'],
  misiones: ['Misiones'],
  escaramuza: ['Escaramuza'],
  skirmish: ['Escaramuza'],
};

/** A query without the word that names a section, and the sections it names. */
export interface PartScope {
  query: string;
  parts: readonly Part[];
}

/**
 * The section a query names beside what it asks, or undefined: a query that is only a section's
 * name («ITS», «escaramuza») names no scope, it asks for the section itself.
 */
export function partScope(query: string): PartScope | undefined {
  let parts: readonly Part[] | undefined;
  const rest = query
    .split(/\s+/)
    .filter((token) => {
      const key = words(fold(token)).join(' ');
      const named = PART_WORDS[key];
      if (!named) return true;
      parts = named;
      return false;
    })
    .join(' ');
  return parts && meaningfulWords(rest).length > 0 ? { query: rest, parts } : undefined;
}
