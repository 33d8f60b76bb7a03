/**
 * The player queries' shape, held at compile time: the query the search harness reads is the
 * schema's, and what the reader learns from takes the schema's queries. Type tests only: `astro
 * check` (part of `npm test`) type-checks this file; vitest never runs it.
 */
import { describe, expectTypeOf, test } from 'vitest';
import type { askedIndex } from '../../src/lib/search/asked-before.ts';
import type { PlayerQuery } from '../../src/lib/search/player-queries.ts';
import type { SearchQuery } from '../../tools/lib/search-harness.ts';

describe('player queries', () => {
  test('a player query is a query the harness runs', () =>
    expectTypeOf<PlayerQuery>().toExtend<SearchQuery>());
  test('the reader learns from the schema’s queries', () =>
    expectTypeOf<PlayerQuery[]>().toExtend<Parameters<typeof askedIndex>[0]>());
  test('a query without its page is not one', () =>
    expectTypeOf<Omit<PlayerQuery, 'expect'>>().not.toExtend<SearchQuery>());
});
