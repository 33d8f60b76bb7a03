/**
 * The scale bench's search check (tools/bench/scale-checks.ts): it fails when too few sampled
 * pages are among the first three results, or when a rule shard has none that is (its pages
 * missing from the index), and not for a few misses spread over the shards.
 */
import { describe, expect, it } from 'vitest';
import { judgeSearch } from '../../tools/bench/scale-checks.ts';

/** `n` results over shards 1…`ruleShards` in turn, all ranked first. */
const spread = (n: number, ruleShards: number) =>
  Array.from({ length: n }, (_, i) => ({ rank: 0, shard: 1 + (i % ruleShards) }));

describe('comprobación de la búsqueda a escala', () => {
  it.each([
    ['todas primeras, 6 fragmentos', spread(30, 5), 6, undefined],
    [
      'dos fuera de los tres primeros (una no sale, otra cuarta)',
      spread(30, 5).map((r, i) => (i === 0 ? { ...r, rank: -1 } : i === 1 ? { ...r, rank: 3 } : r)),
      6,
      undefined,
    ],
    [
      'cuatro de treinta fuera: bajo el 90 %',
      spread(30, 5).map((r, i) => (i < 4 ? { ...r, rank: -1 } : r)),
      6,
      'solo 26 de 30 páginas entre los tres primeros resultados',
    ],
    [
      'un fragmento entero fuera (seis de treinta): bajo el 90 %',
      spread(30, 5)
        .map((r) => (r.shard === 3 ? { ...r, rank: -1 } : r))
        .slice(0, 30),
      6,
      'solo 24 de 30 páginas entre los tres primeros resultados',
    ],
    [
      'un fragmento con una sola página, que no sale',
      [...spread(29, 4), { rank: -1, shard: 5 }],
      6,
      'ninguna página encontrada de los fragmentos 5',
    ],
    [
      'sin fragmentos: todo es el 0',
      Array.from({ length: 30 }, () => ({ rank: 1, shard: 0 })),
      1,
      undefined,
    ],
  ])('%s', (_name, results, shards, problem) => {
    expect(judgeSearch(results, shards).problem).toBe(problem);
  });

  it('cuenta primeras y entre las tres primeras', () => {
    const results = [
      { rank: 0, shard: 1 },
      { rank: 2, shard: 2 },
      { rank: 5, shard: 2 },
    ];
    expect(judgeSearch(results, 3)).toMatchObject({
      queries: 3,
      first: 1,
      inFirstThree: 2,
      shardsFound: [1, 2],
    });
  });
});
