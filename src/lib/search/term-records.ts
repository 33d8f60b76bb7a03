/**
 * The glossary terms as `/search/terms.json` carries them, the first file of every search: one
 * array per term, without what the search can rebuild. A term's names are its title, its
 * abbreviations and its other names (`termNames`, src/lib/glossary/names.ts), so the record holds
 * the title once and the abbreviations once, and the section as its index in `PARTS`.
 */
import { PARTS } from '../glossary/parts.ts';
import type { SearchTerm } from './term-match.ts';

/** `[title, url, part, other names, abbreviations?, 1 when its page is a term page?]`. */
export type TermRecord =
  | [string, string, number, string[]]
  | [string, string, number, string[], string[]]
  | [string, string, number, string[], string[], 1];

/** The record of a term; a section not in `PARTS` is a mistake of the caller, and throws. */
export function termRecord(term: SearchTerm): TermRecord {
  const part = (PARTS as readonly string[]).indexOf(term.parte);
  if (part < 0) throw new Error(`sección de búsqueda desconocida: ${term.parte} (${term.title})`);
  const abbr = term.abbr ?? [];
  const others = term.names.filter((name) => name !== term.title && !abbr.includes(name));
  const head: [string, string, number, string[]] = [term.title, term.url, part, others];
  if (term.termPage) return [...head, abbr, 1];
  return abbr.length > 0 ? [...head, abbr] : head;
}

/** The term a record stands for, with its names in the order `termNames` gives them. */
export function termFromRecord(record: TermRecord): SearchTerm {
  const [title, url, part, others, abbr = [], termPage] = record;
  return {
    title,
    url,
    parte: PARTS[part] ?? PARTS[0],
    names: [...new Set([title, ...abbr, ...others])],
    ...(abbr.length > 0 ? { abbr } : {}),
    ...(termPage ? { termPage: true } : {}),
  };
}
