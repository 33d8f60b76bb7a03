/**
 * The scale bench's search check (tools/bench/scale-checks.ts): it fails when too few sampled
 * pages are among the first three results, and not for a few misses.
 */
import { describe, expect, it } from 'vitest';
import { judgeSearch } from '../../tools/bench/scale-checks.ts';

/** `n` results, all ranked first. */
const first = (n: number) => Array.from({ length: n }, () => ({ rank: 0 }));

describe('comprobación de la búsqueda a escala', () => {
  it.each([
    ['todas primeras', first(30), undefined],
    [
      'dos fuera de los tres primeros (una no sale, otra cuarta)',
      first(30).map((r, i) => (i === 0 ? { rank: -1 } : i === 1 ? { rank: 3 } : r)),
      undefined,
    ],
    [
      'cuatro de treinta fuera: bajo el 90 %',
      first(30).map((r, i) => (i < 4 ? { rank: -1 } : r)),
      'solo 26 de 30 páginas entre los tres primeros resultados',
    ],
    ['todas segundas: entre las tres primeras', first(30).map(() => ({ rank: 1 })), undefined],
  ])('%s', (_name, results, problem) => {
    expect(judgeSearch(results).problem).toBe(problem);
  });

  it('cuenta primeras y entre las tres primeras', () => {
    expect(judgeSearch([{ rank: 0 }, { rank: 2 }, { rank: 5 }])).toMatchObject({
      queries: 3,
      first: 1,
      inFirstThree: 2,
    });
  });
});
