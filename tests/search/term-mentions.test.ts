import { describe, expect, it } from 'vitest';
import type { PagefindData } from '../../src/lib/search/pagefind-types.ts';
import { mentionAnchors, mentionSections } from '../../src/lib/search/term-mentions.ts';
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
