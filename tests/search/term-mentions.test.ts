import { describe, expect, it } from 'vitest';
import type { PagefindData } from '../../src/lib/search/pagefind-types.ts';
import {
  mentionAnchors,
  mentionExcerpt,
  mentionSections,
} from '../../src/lib/search/term-mentions.ts';
import type { SearchTerm } from '../../src/lib/search/term-match.ts';

const mention = (page: string, url: string, linked = true) => ({
  page,
  url,
  sentence: `${page} la menciona.`,
  linked,
});
const anchors = mentionAnchors([
  {
    slug: 'cobertura-parcial',
    mentions: [
      mention('Trepar', '/reglas/trepar/#efectos'),
      mention('Impetuoso', '/reglas/impetuoso/'),
      mention('Trepar', '/reglas/trepar/#faq-x', false),
      mention('Tirada de Agallas', '/reglas/tirada-de-agallas/#efectos', false),
    ],
    pageTotals: {},
  },
  { slug: 'sin-menciones', mentions: [], pageTotals: {} },
]);
const terms: SearchTerm[] = [
  {
    title: 'Cobertura Parcial',
    url: '/reglas/cobertura-parcial/',
    parte: 'Reglas',
    names: [],
    termPage: true,
  },
  { title: 'Trepar', url: '/reglas/trepar/', parte: 'Reglas', names: [] },
  { title: 'Impetuoso', url: '/reglas/impetuoso/', parte: 'Reglas', names: [] },
];
const found = (...pages: [string, string][]): PagefindData[] =>
  pages.map(([url, title]) => ({
    url,
    excerpt: '',
    meta: { title },
    filters: {},
    sub_results: [],
  }));
const sections = (path: string, pages: PagefindData[], named: SearchTerm[] = []) =>
  mentionSections(
    anchors,
    path,
    pages,
    named.map((term) => ({ term })),
    terms,
  ).map(({ url, title }) => `${title} ${url}`);

describe('los encabezados de una página de término que citan otras páginas', () => {
  it('one heading per quoting page, as the term page lists them (linked first)', () =>
    expect(anchors).toEqual({
      '/reglas/cobertura-parcial/': [
        ['/reglas/impetuoso/', 'en-impetuoso'],
        ['/reglas/trepar/', 'en-trepar'],
        ['/reglas/tirada-de-agallas/', 'en-tirada-de-agallas'],
      ],
    }));
  it.each([
    [
      'a page found that it quotes',
      found(['/reglas/trepar/', 'Trepar']),
      [],
      ['En «Trepar» /reglas/cobertura-parcial/#en-trepar'],
    ],
    [
      'in the order found, two at most',
      found(
        ['/reglas/tirada-de-agallas/', 'Tirada de Agallas'],
        ['/reglas/cobertura-parcial/', 'Cobertura Parcial'],
        ['/reglas/trepar/', 'Trepar'],
      ),
      terms.slice(2),
      [
        'En «Tirada de Agallas» /reglas/cobertura-parcial/#en-tirada-de-agallas',
        'En «Trepar» /reglas/cobertura-parcial/#en-trepar',
      ],
    ],
    [
      'a page named, not found',
      found(),
      terms.slice(2),
      ['En «Impetuoso» /reglas/cobertura-parcial/#en-impetuoso'],
    ],
    ['a page it does not quote', found(['/reglas/mover/', 'Mover']), [], []],
  ] as const)('%s', (_, pages, named, expected) =>
    expect(sections('/reglas/cobertura-parcial/', [...pages], [...named])).toEqual(expected),
  );
  it('only a term page: a rule page has no such headings', () =>
    expect(sections('/reglas/trepar/', found(['/reglas/impetuoso/', 'Impetuoso']))).toEqual([]));
});

describe('la frase de una página hallada que nombra el término', () => {
  const names = ['Cobertura Parcial', 'Partial Cover', 'VOL'];
  it.each([
    [
      'the first sentence that says a name, the name marked',
      'Trepar. Requisitos. La Tropa sube. Mientras trepa, no obtiene cobertura parcial. Fin.',
      'Mientras trepa, no obtiene <mark>cobertura parcial</mark>.',
    ],
    [
      'a name whole, not the start of a longer word',
      'Al volver no hay nada. Tirada de VOL con éxito.',
      'Tirada de <mark>VOL</mark> con éxito.',
    ],
    [
      'accents aside, as the player types',
      'Regla. Sin Cobertura Parcïal aquí.',
      'Sin <mark>Cobertura Parcïal</mark> aquí.',
    ],
    [
      'the page text escaped: wiki text never becomes markup',
      'Cita. <img src=x onerror=alert(1)> y VOL.',
      '&lt;img src=x onerror=alert(1)&gt; y <mark>VOL</mark>.',
    ],
    ['nothing when the page does not say it', 'Trepar. Mover.', ''],
    // A «Ver También» list: the sentence is the name alone, which the heading's link already says.
    ['nothing when the sentence is the name alone', 'Ver Tambien. Cobertura Parcial. FAQ.', ''],
    ['nothing when the page was not loaded', undefined, ''],
  ] as const)('%s', (_, content, expected) =>
    expect(mentionExcerpt(content, names)).toBe(expected),
  );
  it('a long sentence is cut to an excerpt around the name', () => {
    const long = `${'palabra '.repeat(60)}con VOL ${'otra '.repeat(60)}fin.`;
    const excerpt = mentionExcerpt(long, names);
    expect(excerpt).toContain('<mark>VOL</mark>');
    expect(excerpt.length).toBeLessThan(200);
  });
  it('the quoting heading shows it under the term page', () =>
    expect(
      mentionSections(
        anchors,
        '/reglas/cobertura-parcial/',
        [
          {
            ...found(['/reglas/trepar/', 'Trepar'])[0]!,
            content: 'Trepar. Sin cobertura parcial.',
          },
        ],
        [],
        terms,
      ).map(({ excerpt }) => excerpt),
    ).toEqual(['Sin <mark>cobertura parcial</mark>.']));
});
