import { describe, expect, it } from 'vitest';
import { checkCase, mutate, random, seedTexts } from '../../tools/fuzz/cases.ts';

/**
 * A few hundred hostile pages mutated from the seed pages (seeded: the same cases on every
 * run; `npm run fuzz` runs 10,000 with bigger ones). Each must convert without an exception,
 * within its time, to MDX that compiles, with every word a reader would see.
 */
const CASES = 200;
const SEED = 20261130;

describe('fuzz del conversor de la wiki', () => {
  it(`${CASES} páginas mutadas: sin excepción, a tiempo, MDX que compila, ninguna palabra perdida`, async () => {
    const seeds = seedTexts();
    const next = random(SEED);
    const failures: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const text = mutate(seeds, next, { window: 800, depth: 60, longLine: 2000 });
      const result = await checkCase(text, 2000, 4000);
      if (result.problems.length > 0)
        failures.push(
          `caso ${i}: ${result.problems.join('; ')}\n${JSON.stringify(text.slice(0, 200))}`,
        );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
