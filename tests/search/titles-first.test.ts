import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PagefindData } from '../../src/lib/search/pagefind-types.ts';
import { meaningfulWords } from '../../src/lib/search/stopwords.ts';
import { titlesFirst } from '../../src/lib/search/titles-first.ts';

/** A page as Pagefind gives it: its title and its sections' titles. */
const page = (title: string, ...sections: string[]): PagefindData => ({
  url: `/${title}/`,
  excerpt: '',
  meta: { title },
  filters: {},
  sub_results: sections.map((section, i) => ({
    title: section,
    url: `/${title}/#s${i}`,
    excerpt: '',
  })),
});
const titles = (pages: PagefindData[]) => pages.map((p) => p.meta['title']);

describe('meaningfulWords', () => {
  it.each([
    ['requisitos de LDT y ZC', ['requisitos', 'LDT', 'ZC']],
    ['¿Cómo se apilan los MOD?', ['apilan', 'MOD']],
    ['Daño daño dano', ['Daño']],
    ['a y o', []],
  ])('%s → %j', (query, expected) => expect(meaningfulWords(query)).toEqual(expected));
});

describe('titlesFirst', () => {
  // Pagefind's order for «requisitos de LDT y ZC» on the seed site.
  const jumper = page(
    'G: Jumper',
    '¿Las ORAs de G: Jumper están limitadas a LDT y ZC?',
    'Requisitos',
  );
  const activation = page(
    'Activación de una Tropa',
    '¿Cómo funcionan los requisitos de LDT y ZC de las habilidades?',
  );
  const dodge = page('Esquivar', 'Requisitos');
  /** Pages by the letter a table row writes them with. */
  const byLetter = { J: jumper, A: activation, E: dodge };
  const pagesOf = (letters: string) => [...letters].map((l) => byLetter[l as 'J' | 'A' | 'E']);

  // Each row: the query, the pages in Pagefind's order and in titlesFirst's (J: «G: Jumper»,
  // A: «Activación de una Tropa», E: «Esquivar»).
  it.each([
    ['a section titled with every word comes first', 'requisitos de LDT y ZC', 'JAE', 'AJE'],
    ['accents and case do not matter', 'REQUISITOS de ldt y zc', 'JA', 'AJ'],
    ['the page title counts', 'activacion tropa', 'JA', 'AJ'],
    ['one meaningful word: Pagefind’s order', 'requisitos', 'JAE', 'JAE'],
    ['no title has every word: Pagefind’s order', 'requisitos esquivar jumper', 'JAE', 'JAE'],
    ['several named: Pagefind’s order among them', 'ldt zc', 'JAE', 'JAE'],
  ])('%s', (_name, query, pages, expected) => {
    expect(titles(titlesFirst(pagesOf(pages), query, 5))).toEqual(titles(pagesOf(expected)));
  });

  it('only the first `window` pages move: «Más resultados» keeps what was shown', () => {
    const pages = [jumper, dodge, activation];
    expect(titles(titlesFirst(pages, 'requisitos de LDT y ZC', 2))).toEqual([
      'G: Jumper',
      'Esquivar',
      'Activación de una Tropa',
    ]);
  });

  it('gives the same pages, the ones past the window where they were', () => {
    const word = fc.constantFrom('ldt', 'zc', 'requisitos', 'tropa', 'de', 'orden');
    const arbitraryPage = fc.tuple(
      fc.array(word, { maxLength: 4 }),
      fc.array(fc.array(word, { maxLength: 4 }), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(
        fc.array(arbitraryPage, { maxLength: 9 }),
        fc.array(word, { maxLength: 4 }),
        fc.integer({ min: 0, max: 9 }),
        (specs, query, window) => {
          const pages = specs.map(([title, sections], i) =>
            page(`${i} ${title.join(' ')}`, ...sections.map((s) => s.join(' '))),
          );
          const out = titlesFirst(pages, query.join(' '), window);
          expect(new Set(out)).toEqual(new Set(pages));
          expect(out).toHaveLength(pages.length);
          expect(out.slice(window)).toEqual(pages.slice(window));
        },
      ),
    );
  });
});
