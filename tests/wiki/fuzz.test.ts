import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { memoryConverter, type PageConverter } from '../../pipeline/wiki/converter.ts';
import { checkCase, mutate, random, seedTexts } from '../../tools/fuzz/cases.ts';

/**
 * A few hundred hostile pages mutated from the seed pages (seeded: the same cases on every
 * run; `npm run fuzz` runs 10,000 with bigger ones). Each goes through the build's steps and the
 * site's rule-page compiler, and must convert without an exception, within its time, to MDX that
 * compiles, with every word a reader would see.
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
      const result = await checkCase(text, { budgetMs: 2000, maxMs: 4000 });
      if (result.problems.length > 0)
        failures.push(
          `caso ${i}: ${result.problems.join('; ')}\n${JSON.stringify(text.slice(0, 200))}`,
        );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** The in-memory converter with one fault: each check of the fuzzer must catch its own. */
const faulty = (fault: Partial<PageConverter>): PageConverter => ({
  ...memoryConverter(2000),
  ...fault,
});

/** Spends `ms` of processor time. */
const spin = (ms: number) => {
  const start = process.cpuUsage();
  for (;;) {
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return;
  }
};

const memory = memoryConverter(2000);
const FAULTS: [string, PageConverter, number, RegExp][] = [
  [
    'una excepción en la conversión',
    faulty({
      convert: () => {
        throw new Error('fallo inyectado');
      },
    }),
    4000,
    /^excepción: Error: fallo inyectado/,
  ],
  [
    'una conversión más lenta que su máximo',
    faulty({ convert: (r, w) => (spin(60), memory.convert(r, w)) }),
    30,
    /^tardó \d+ ms \(máximo 30\)/,
  ],
  [
    'MDX que el compilador del sitio rechaza',
    faulty({ emit: (...args) => `${memory.emit(...args)}\n{alert(1)}\n` }),
    4000,
    /^el MDX no compila: .*expresión de JavaScript/,
  ],
  [
    'un párrafo perdido',
    faulty({
      convert: (revision, warnings) => {
        const page = memory.convert(revision, warnings);
        (page.tree as Root).children.pop();
        return page;
      },
    }),
    4000,
    /^palabras perdidas: .*ultimo/,
  ],
];

describe('cada comprobación del fuzzer detecta su fallo', () => {
  it.each(FAULTS)('%s', async (_name, converter, maxMs, problem) => {
    const text = 'Primer párrafo con [[Trabado]].\n\nSegundo párrafo, el ultimo.';
    const clean = await checkCase(text, { budgetMs: 2000, maxMs: 4000 });
    expect(clean.problems).toEqual([]);
    const result = await checkCase(text, { budgetMs: 2000, maxMs, converter });
    expect(result.problems).toEqual([expect.stringMatching(problem)]);
  });
});

describe('casos que el fuzzer encontró', () => {
  it('la cola de un enlace toma solo letras: «]]t7» se lee «…t» y «7», sin palabras perdidas', async () => {
    const result = await checkCase('Efectos de [[Munición|Municiones]]t7 y más.', {
      budgetMs: 2000,
      maxMs: 4000,
    });
    expect(result.problems).toEqual([]);
  });
});
