/**
 * The first answer loads only FIRST_HITS pages (each one is a fragment to download before the
 * results show); the outcome says how many pages were found, so "Más resultados" can
 * ask for the rest, and a bigger `limit` downloads only the pages not loaded yet.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_HITS, runSearch } from '../../src/lib/search/engine.ts';
import type { PagefindApi } from '../../src/lib/search/pagefind-types.ts';
import type { SearchTerm } from '../../src/lib/search/term-match.ts';

/** `n` pages holding "ataque"; counts each page's data() call, as Pagefind's fragment downloads. */
function pagefindOf(n: number) {
  const loaded = new Map<string, number>();
  const fragments = new Map<string, Promise<unknown>>();
  const pagefind: PagefindApi = {
    async search(term) {
      if (!/ataque/.test(term)) return { results: [] };
      return {
        results: Array.from({ length: n }, (_, i) => {
          const url = `/reglas/p${i}/`;
          return {
            id: url,
            score: n - i,
            // Pagefind caches a fragment once loaded: only the first call downloads it.
            data: async () => {
              if (!fragments.has(url)) {
                loaded.set(url, (loaded.get(url) ?? 0) + 1);
                fragments.set(url, Promise.resolve());
              }
              return {
                url,
                excerpt: 'ataque',
                content: 'un ataque',
                meta: { title: `Página ${i}` },
                filters: { parte: ['Reglas'] },
                sub_results: [],
              };
            },
          };
        }),
      };
    },
  };
  return { pagefind, downloads: () => [...loaded.values()].reduce((a, b) => a + b, 0) };
}

describe('primeras páginas y «Más resultados»', () => {
  it('sin límite, carga FIRST_HITS páginas y cuenta todas las halladas', async () => {
    const { pagefind, downloads } = pagefindOf(23);
    const outcome = (await runSearch('ataque', { pagefind, terms: [] }))!;
    expect(outcome.hits).toHaveLength(FIRST_HITS);
    expect(outcome.total).toBe(23);
    expect(downloads()).toBe(FIRST_HITS);
  });

  it('pedir más descarga solo las páginas nuevas, en el mismo orden', async () => {
    const { pagefind, downloads } = pagefindOf(23);
    const first = (await runSearch('ataque', { pagefind, terms: [] }))!;
    const more = (await runSearch('ataque', { pagefind, terms: [], limit: FIRST_HITS + 10 }))!;
    expect(more.hits.slice(0, FIRST_HITS).map((h) => h.url)).toEqual(first.hits.map((h) => h.url));
    expect(more.hits).toHaveLength(FIRST_HITS + 10);
    expect(downloads()).toBe(FIRST_HITS + 10);
  });

  it('un término del glosario que Pagefind no halló cuenta como una página más', async () => {
    const { pagefind } = pagefindOf(0);
    const terms: SearchTerm[] = [
      { title: 'Trabado', url: '/reglas/trabado/', parte: 'Reglas', names: ['Trabado'] },
    ];
    const outcome = (await runSearch('trabado', { pagefind, terms }))!;
    expect(outcome.hits.map((h) => h.url)).toEqual(['/reglas/trabado/']);
    expect(outcome.total).toBe(1);
  });

  it('nunca muestra más páginas que el límite ni cuenta menos de las que muestra', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(40), fc.integer({ min: 1, max: 30 }), async (n, limit) => {
        const { pagefind } = pagefindOf(n);
        const outcome = (await runSearch('ataque', { pagefind, terms: [], limit }))!;
        expect(outcome.hits.length).toBe(Math.min(n, limit));
        expect(outcome.total).toBe(n);
      }),
      { numRuns: 60 },
    );
  });
});
