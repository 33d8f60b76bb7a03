import { describe, expect, it } from 'vitest';
import { runSearch } from '../../src/lib/search/engine.ts';
import { words } from '../../src/lib/search/fold.ts';
import type { PagefindApi, SearchOptions } from '../../src/lib/search/pagefind-types.ts';
import { partScope } from '../../src/lib/search/part-scope.ts';
import type { SearchTerm } from '../../src/lib/search/term-match.ts';

describe('partScope: a section named beside what is asked', () => {
  it.each([
    ['mercenarios its', { query: 'mercenarios', parts: ['ITS', 'Misiones'] }],
    ['Tiroteo ITS', { query: 'Tiroteo', parts: ['ITS', 'Misiones'] }],
    [
      'como se lanza una granada en escaramuza',
      { query: 'como se lanza una granada en', parts: ['Escaramuza'] },
    ],
    ['skirmish loot', { query: 'loot', parts: ['Escaramuza'] }],
    ['misión con civiles', { query: 'con civiles', parts: ['Misiones'] }],
  ])('%s → %j', (query, scope) => expect(partScope(query)).toEqual(scope));

  it.each([
    // Only the section's name: the section itself is asked for.
    'ITS',
    'escaramuza',
    'misiones',
    // Nothing names a section.
    'ataque intuitivo',
    // A word that only contains a section's name.
    'itsy escaramuzas',
  ])('%s → none', (query) => expect(partScope(query)).toBeUndefined());
});

describe('runSearch with a section named in the query', () => {
  /** Pages by section; records each search's words and filters. */
  function site(pages: Record<string, { part: string; text: string }>) {
    const calls: { term: string; options?: SearchOptions }[] = [];
    const pagefind: PagefindApi = {
      async search(term, options) {
        calls.push({ term, ...(options ? { options } : {}) });
        const filter = options?.filters?.['parte'];
        const allowed = (part: string) =>
          filter === undefined ||
          (typeof filter === 'string' ? [filter] : filter.any).includes(part);
        const results = Object.entries(pages)
          .filter(([, page]) => allowed(page.part))
          .filter(([, page]) => words(term).every((word) => page.text.includes(word)))
          .map(([url, page]) => ({
            id: url,
            score: 1,
            data: async () => ({
              url,
              excerpt: page.text,
              content: page.text,
              meta: { title: url },
              filters: { parte: [page.part] },
              sub_results: [],
            }),
          }));
        return { results };
      },
    };
    return { pagefind, calls };
  }
  const terms: SearchTerm[] = [];

  it('searches the rest of the query in that section', async () => {
    const { pagefind, calls } = site({
      '/reglas/mercenarios/': { part: 'Reglas', text: 'mercenarios' },
      '/its/reglas/normas-basicas/': { part: 'ITS', text: 'mercenarios' },
    });
    const outcome = (await runSearch('mercenarios its', { pagefind, terms }))!;
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/its/reglas/normas-basicas/']);
    expect(outcome.query).toBe('mercenarios its');
    expect(outcome.scope).toEqual(['ITS', 'Misiones']);
    expect(calls[0]).toEqual({
      term: 'mercenarios',
      options: { filters: { parte: { any: ['ITS', 'Misiones'] } } },
    });
  });

  it('searches the whole query everywhere when the section has nothing', async () => {
    const { pagefind } = site({
      '/reglas/its-mercenarios/': { part: 'Reglas', text: 'mercenarios its' },
    });
    const outcome = (await runSearch('mercenarios its', { pagefind, terms }))!;
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/reglas/its-mercenarios/']);
  });

  it('leaves a section chosen in the dialog as it is', async () => {
    const { pagefind, calls } = site({ '/reglas/x/': { part: 'Reglas', text: 'mercenarios its' } });
    await runSearch('mercenarios its', { pagefind, terms, part: 'Reglas' });
    expect(calls[0]).toEqual({
      term: 'mercenarios its',
      options: { filters: { parte: 'Reglas' } },
    });
  });

  it('takes a whole name that holds a section for the name, and only a whole name', async () => {
    const named: SearchTerm[] = [
      {
        title: 'Reglas de la escaramuza',
        url: '/escaramuza/reglas/',
        parte: 'Escaramuza',
        names: ['Reglas de la escaramuza'],
      },
      {
        title: 'Misiones ITS',
        url: '/its/misiones/',
        parte: 'Misiones',
        names: ['Escenarios ITS'],
      },
    ];
    const { pagefind, calls } = site({
      '/escaramuza/reglas/': { part: 'Escaramuza', text: 'reglas de la escaramuza mercenarios' },
    });
    await runSearch('Reglas de la escaramuza', { pagefind, terms: named });
    expect(calls[0]).toEqual({ term: 'Reglas de la escaramuza', options: {} });
    // «mercenarios its» is a couple of typos from «Escenarios ITS», not that name.
    calls.length = 0;
    await runSearch('mercenarios its', { pagefind, terms: named });
    expect(calls[0]?.options).toEqual({ filters: { parte: { any: ['ITS', 'Misiones'] } } });
  });
});
