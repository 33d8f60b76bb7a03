/**
 * The one rule for finding rule names in the prose of the parts that are not the wiki
 * (Refuerzos, ITS): whole words, any case, longest names first, so «Tropa Especialista» wins over
 * «Tropa» and «Tokens de Mando» over a page called «Mando». Both linkers (`link-terms.ts` on
 * mdast, `pipeline/its/transform/rich-text.ts` on plain text) match with it.
 *
 * A name and its plural are one rule, as in the wiki's own links (`src/lib/plural.ts`): ITS
 * writes «las Órdenes Coordinadas» and «Tropas» as often as the singular. The words of a name
 * before its first connector («Ataque» in «Ataque de Comunicaciones») may take a plural ending,
 * with the accent the plural moves («Orden» → «Órdenes», «Munición» → «Municiones»). Each name
 * adds its plural spellings as plain text to one alternation: a pattern of literal words stays
 * fast with thousands of names, where optional endings or accent classes in it made matching
 * a thousand times slower (docs/figures.md). A spelling that differs from a name only
 * in its accents is another word («tiró» is not «Tiro») and is never generated.
 */

import { wordForms } from '../../src/lib/plural.ts';
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

/** At most this many spellings of one name. */
const MAX_FORMS = 16;

/** A lowercase name and its plurals: the words before its first connector may be plural. */
export function nameForms(title: string): string[] {
  let forms = [''];
  let connected = false;
  for (const [i, word] of title.toLocaleLowerCase('es').split(' ').entries()) {
    if (CONNECTORS.has(word)) connected = true;
    const options = connected ? [word] : wordForms(word);
    forms = forms
      .flatMap((f) => options.map((o) => (i === 0 ? o : `${f} ${o}`)))
      .slice(0, MAX_FORMS);
  }
  return forms;
}

export function createTermMatcher<T extends Definition>(targets: readonly T[]): TermMatcher<T> {
  const terms = targets.filter((t) => t.title.trim().length >= MIN_TERM_LENGTH);
  // A name as written first: «Marcadores», a page, wins over the plural of «Marcador».
  const byForm = new Map<string, T>();
  for (const t of terms) {
    const key = t.title.toLocaleLowerCase('es');
    if (!byForm.has(key)) byForm.set(key, t);
  }
  for (const t of terms)
    for (const form of nameForms(t.title)) if (!byForm.has(form)) byForm.set(form, t);
  const forms = [...byForm.keys()].sort((a, b) => b.length - a.length);
  const pattern =
    forms.length === 0
      ? undefined
      : new RegExp(
          `(?<![\\p{L}\\p{N}])(?:${forms.map(escape).join('|')})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`,
          'giu',
        );
  return { pattern, target: (value) => byForm.get(value.toLocaleLowerCase('es')) };
}
