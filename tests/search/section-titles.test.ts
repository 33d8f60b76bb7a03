import { stemmer } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';
import { anchorWords } from '../../src/lib/search/anchor-text.ts';
import {
  headingsAbove,
  titledSections,
  withTitledSections,
} from '../../src/lib/search/section-titles.ts';
import type { PagefindData } from '../../src/lib/search/pagefind-types.ts';
import { searchStem } from '../../src/lib/search/stem.ts';
import { pickSubResults } from '../../src/lib/search/sub-results.ts';

const stem = searchStem(stemmer);
const anchors = [
  { element: 'h2', id: 'solicitar-refuerzos', text: 'Solicitar Refuerzos', location: 0 },
  { element: 'h3', id: 'requisitos', text: 'Requisitos', location: 2 },
  { element: 'h3', id: 'efectos', text: 'Efectos', location: 5 },
  { element: 'h2', id: 'commlink', text: 'Commlink', location: 10 },
  { element: 'h3', id: 'requisitos-2', text: 'Requisitos', location: 11 },
  { element: 'h2', id: 'calculadora', text: 'Calculadora', location: 16 },
  { element: 'div', id: 'faq-x', text: '', location: 20 },
];
const page: PagefindData = {
  url: '/reglas/refuerzos/',
  excerpt: '',
  content:
    'Solicitar Refuerzos Requisitos Tener puntos. Efectos Entran <tropas> & más. Commlink Requisitos Un commlink. Aún más. Calculadora Cuenta los puntos. FAQ',
  meta: { title: 'Refuerzos' },
  filters: {},
  sub_results: [],
  anchors,
};
const analysis = (stems: string[]) => ({ words: stems, stems: stems.map(stem), urls: [] });

describe('los encabezados sobre cada apartado', () => {
  it('each anchor sits under the headings of a higher level before it', () =>
    expect(Object.fromEntries(headingsAbove(anchors.slice(0, 5)))).toEqual({
      'solicitar-refuerzos': '',
      requisitos: 'Solicitar Refuerzos',
      efectos: 'Solicitar Refuerzos',
      commlink: '',
      'requisitos-2': 'Commlink',
    }));
  it('no anchors, no context', () => expect(headingsAbove().size).toBe(0));
});

describe('los apartados que la consulta nombra', () => {
  const titled = (words: string[]) =>
    Object.fromEntries(titledSections(page, analysis(words), ['Refuerzos'], stem));
  it('counts the stems of each title, read under its headings; headings only', () =>
    expect(titled(['requisitos', 'solicitar', 'refuerzos'])).toEqual({
      'solicitar-refuerzos': 1,
      requisitos: 2,
      efectos: 1,
      'requisitos-2': 1,
    }));
  it('a word in a section’s text counts a tenth of one in its title', () =>
    expect(titled(['puntos'])).toEqual({ requisitos: 0.1, calculadora: 0.1 }));
  it('by stem: «calcular» names «Calculadora»', () =>
    expect(titled(['calcular'])).toEqual({ calculadora: 1 }));
  it('the page’s own name tells no section apart', () => expect(titled(['refuerzos'])).toEqual({}));
  it('a section asked for by another word (`headings`) counts twice: it says which section', () =>
    expect(
      Object.fromEntries(
        titledSections(
          page,
          { ...analysis(['necesito']), headings: [stem('requisitos')] },
          ['Refuerzos'],
          stem,
        ),
      ),
    ).toEqual({ requisitos: 2, 'requisitos-2': 2 }));

  it('a section is chosen by its title read under its headings', () => {
    const subs = anchors.slice(0, 5).map(({ id, text }, i) => ({
      url: `/reglas/refuerzos/#${id}`,
      title: text,
      excerpt: '',
      // Pagefind's own order would put the Commlink's «Requisitos» first.
      locations: Array.from({ length: id === 'requisitos-2' ? 5 : 1 }, () => i),
    }));
    const pick = (held?: Map<string, number>) =>
      pickSubResults(subs, 'requisitos solicitar refuerzos', 1, undefined, ['Refuerzos'], held)[0]
        ?.url;
    expect(pick()).toBe('/reglas/refuerzos/#requisitos-2');
    const held = titledSections(
      page,
      analysis(['requisitos', 'solicitar', 'refuerzos']),
      ['Refuerzos'],
      stem,
    );
    expect(pick(held)).toBe('/reglas/refuerzos/#requisitos');
  });

  it('a named heading Pagefind did not list is listed, with its first words escaped', () => {
    const subs = withTitledSections(page, titledSections(page, analysis(['calcular']), [], stem));
    expect(subs).toEqual([
      expect.objectContaining({
        title: 'Calculadora',
        url: '/reglas/refuerzos/#calculadora',
        excerpt: 'Cuenta los puntos.',
      }),
    ]);
    const effects = withTitledSections(page, new Map([['efectos', 1]]));
    expect(effects[0]!.excerpt).toBe('Entran &lt;tropas&gt; &amp; más.');
  });
  it('a section Pagefind listed is not listed twice', () => {
    const listed = {
      ...page,
      sub_results: [{ url: '/reglas/refuerzos/#calculadora', title: 'Calculadora', excerpt: 'x' }],
    };
    expect(withTitledSections(listed, new Map([['calculadora', 1]]))).toBe(listed.sub_results);
  });
});

describe('el texto de un ancla', () => {
  it('runs from its id to the next id', () =>
    expect(anchorWords(page, 'commlink')).toEqual(['Commlink']));
  it('the last one runs to the end of the page', () =>
    expect(anchorWords(page, 'faq-x')).toEqual(['FAQ']));
  it('an unknown id or a page without text has none', () => {
    expect(anchorWords(page, 'nada')).toBeUndefined();
    expect(anchorWords({ ...page, content: '' }, 'commlink')).toBeUndefined();
  });
});
