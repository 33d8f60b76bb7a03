/**
 * The glossary terms as `/search/terms.json` carries them, the first file of every search: one
 * array per term, without what the search can rebuild. A term's names are its title, its
 * abbreviations and its other names (`termNames`, src/lib/glossary/names.ts), so the record holds
 * the title once and the abbreviations once, the section as its index in `PARTS`, and no part
 * of the URL that the title's slug gives: no URL for a page `FOLDERS` names, no anchor after the
 * `#` of a heading whose id is that slug. A heading on the page of the record before names only
 * its anchor (`#…`): the classified objectives, the skirmish's tables, one page after another.
 */
import { PARTS } from '../glossary/parts.ts';
import { slugify } from '../slug.ts';
import { pagePath } from './page-path.ts';
import type { SearchTerm } from './term-match.ts';

/**
 * Where a section's pages live: a term whose page is `<folder><slug of its title>/` (most rules
 * and missions) carries an empty URL, which the search rebuilds.
 */
const FOLDERS: Readonly<Record<string, string>> = {
  Reglas: '/reglas/',
  Misiones: '/its/misiones/',
};
const ownPage = (title: string, parte: string) =>
  FOLDERS[parte] === undefined ? undefined : `${FOLDERS[parte]}${slugify(title)}/`;

/** `[title, url, part, other names, abbreviations?, 1 when its page is a term page?]`. */
export type TermRecord =
  | [string, string, number, string[]]
  | [string, string, number, string[], string[]]
  | [string, string, number, string[], string[], 1];

/**
 * The record of a term, after a term on `previousPage`; a section not in `PARTS` is a mistake
 * of the caller, and throws.
 */
export function termRecord(term: SearchTerm, previousPage = ''): TermRecord {
  const part = (PARTS as readonly string[]).indexOf(term.parte);
  if (part < 0) throw new Error(`sección de búsqueda desconocida: ${term.parte} (${term.title})`);
  const abbr = term.abbr ?? [];
  const others = term.names.filter((name) => name !== term.title && !abbr.includes(name));
  const full =
    term.url === ownPage(term.title, term.parte)
      ? ''
      : term.url.replace(new RegExp(`#${slugify(term.title)}$`), '#');
  const url =
    previousPage && full.startsWith(`${previousPage}#`) ? full.slice(previousPage.length) : full;
  const head: [string, string, number, string[]] = [term.title, url, part, others];
  if (term.termPage) return [...head, abbr, 1];
  return abbr.length > 0 ? [...head, abbr] : head;
}

/**
 * The term a record stands for, after a term on `previousPage`, with its names in the order
 * `termNames` gives them.
 */
export function termFromRecord(record: TermRecord, previousPage = ''): SearchTerm {
  const [title, short, part, others, abbr = [], termPage] = record;
  const parte = PARTS[part] ?? PARTS[0];
  const url = short.startsWith('#') ? previousPage + short : short;
  return {
    title,
    url: url.endsWith('#') ? url + slugify(title) : url || (ownPage(title, parte) ?? ''),
    parte,
    names: [...new Set([title, ...abbr, ...others])],
    ...(abbr.length > 0 ? { abbr } : {}),
    ...(termPage ? { termPage: true } : {}),
  };
}

/** The records of a list of terms, in its order (each may refer to the page before it). */
export function termRecords(terms: readonly SearchTerm[]): TermRecord[] {
  return terms.map((term, i) => termRecord(term, i > 0 ? pagePath(terms[i - 1]!.url) : ''));
}

/** The terms of `termRecords`, in order. */
export function termsFromRecords(records: readonly TermRecord[]): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const record of records)
    terms.push(termFromRecord(record, pagePath(terms.at(-1)?.url ?? '')));
  return terms;
}
