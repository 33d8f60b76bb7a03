/**
 * The one rule for finding rule names in the prose of the parts that are not the wiki
 * (Refuerzos, ITS): whole words, any case, longest names first, so «Tropa Especialista» wins over
 * «Tropa» and «Tokens de Mando» over a page called «Mando». Both linkers (`link-terms.ts` on
 * mdast, `scripts/its/transform/rich-text.ts` on plain text) match with it.
 *
 * A name and its plural are one rule, as in the wiki's own links (`src/lib/plural.ts`): ITS
 * writes «las Órdenes Coordinadas» and «Tropas» as often as the singular. The words of a name
 * before its first connector («Ataque» in «Ataque de Comunicaciones») may take a plural ending;
 * the plural may move the accent («Orden» → «Órdenes»), so vowels match with or without one. A
 * match is accepted only as written, or when its singular is exactly a name's: «tiró» is not
 * «Tiro», and a guess that lands on no name links nothing.
 */

import { singularKeys } from '../../src/lib/plural.ts';
import { slugify } from '../../src/lib/slug.ts';
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

/** Words after which a name's words keep their number: «Tiradas de Salvación», not «Salvaciones». */
const CONNECTORS = new Set([
  'de',
  'del',
  'a',
  'al',
  'en',
  'con',
  'por',
  'para',
  'sin',
  'y',
  'e',
  'o',
  'u',
]);

/** Each vowel with the accented forms a plural may give it. */
const VOWELS: Record<string, string> = { a: 'aá', e: 'eé', i: 'ií', o: 'oó', u: 'uúü' };
const baseVowel = (c: string) => c.normalize('NFD').charAt(0).toLowerCase();

/** A word as a pattern: vowels with or without accent; when `plural`, its Spanish plural ending optional. */
function wordPattern(word: string, plural: boolean): string {
  const chars = [...word].map((c) => {
    const set = VOWELS[baseVowel(c)];
    return set && /\p{L}/u.test(c) ? `[${set}]` : escape(c);
  });
  // «Crisis», «Mandos», «Inmovilizado-A», «X-1»: no plural ending to add.
  if (!plural || !/^\p{L}+$/u.test(word) || /s$/iu.test(word)) return chars.join('');
  // «Luz» → «Luces».
  if (/z$/iu.test(word)) return `${chars.slice(0, -1).join('')}(?:z|ces)`;
  // «Tropa» → «Tropas», «Orden» → «Órdenes», «Token» → «Tokens».
  return `${chars.join('')}(?:e?s)?`;
}

/** A name as a pattern: the words before its first connector may be plural. */
function namePattern(title: string): string {
  const words = title.split(/(\s+)/);
  let connected = false;
  return words
    .map((word) => {
      if (/^\s+$/.test(word)) return '\\s+';
      if (CONNECTORS.has(word.toLowerCase())) connected = true;
      return wordPattern(word, !connected);
    })
    .join('');
}

/** Lowercase with the vowels' accents dropped (ñ kept): equal when only accents differ. */
const foldVowels = (s: string) =>
  [...s.toLocaleLowerCase('es')].map((c) => (VOWELS[baseVowel(c)] ? baseVowel(c) : c)).join('');

export function createTermMatcher<T extends Definition>(targets: readonly T[]): TermMatcher<T> {
  const terms = targets
    .filter((t) => t.title.trim().length >= MIN_TERM_LENGTH)
    .sort((a, b) => b.title.length - a.title.length);
  const byLower = new Map<string, T>();
  const byFolded = new Map<string, T>();
  const bySlug = new Map<string, T>();
  for (const t of terms) {
    const key = t.title.toLocaleLowerCase('es');
    if (!byLower.has(key)) byLower.set(key, t);
    if (!byFolded.has(foldVowels(t.title))) byFolded.set(foldVowels(t.title), t);
    if (!bySlug.has(slugify(t.title))) bySlug.set(slugify(t.title), t);
  }
  const pattern =
    terms.length === 0
      ? undefined
      : new RegExp(
          `(?<![\\p{L}\\p{N}])(?:${terms.map((t) => namePattern(t.title)).join('|')})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`,
          'giu',
        );
  function target(value: string): T | undefined {
    const exact = byLower.get(value.toLocaleLowerCase('es'));
    if (exact) return exact;
    // Only the accents differ: another word («tiró»), not the name.
    if (byFolded.has(foldVowels(value))) return undefined;
    for (const key of singularKeys(slugify(value))) {
      const found = bySlug.get(key);
      if (found) return found;
    }
    return undefined;
  }
  return { pattern, target };
}
