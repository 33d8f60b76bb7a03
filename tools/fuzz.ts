/**
 * `npm run fuzz`: 10,000 hostile wiki pages (FUZZ_CASES), mutated from the seed pages with a
 * seeded generator (FUZZ_SEED), each through the build's steps and the site's rule-page
 * compiler (tools/fuzz/cases.ts). Prints a summary: exceptions, pages over time, MDX that does
 * not compile, words lost, and the slowest cases.
 * A failing case is written to `.cache/fuzz/` to reproduce it. Exits 1 when any case failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkCase, mutate, random, seedTexts } from './fuzz/cases.ts';

const cases = Number(process.env['FUZZ_CASES'] ?? 10_000);
const seed = Number(process.env['FUZZ_SEED'] ?? 1);
const budgetMs = Number(process.env['WIKI_PAGE_BUDGET_MS'] ?? 5000);
// The budget is checked between tokens; parsing and emitting come on top of it.
const maxMs = budgetMs * 2;
const outDir = path.resolve(import.meta.dirname, '../.cache/fuzz');

const seeds = seedTexts();
const next = random(seed);
const counts = { exception: 0, slow: 0, mdx: 0, words: 0, fallback: 0 };
const times: number[] = [];
let failed = 0;
const started = performance.now();
for (let i = 0; i < cases; i++) {
  // One case in fifty is big: 1 MB lines and nesting hundreds deep.
  const big = next() < 0.02;
  const text = mutate(
    seeds,
    next,
    big
      ? { window: 20_000, depth: 900, longLine: 1_000_000 }
      : { window: 3000, depth: 300, longLine: 20_000 },
  );
  const result = await checkCase(text, { budgetMs, maxMs });
  times.push(result.ms);
  if ((i + 1) % 1000 === 0) console.log(`… ${i + 1} casos`);
  if (result.warnings.some((w) => /texto sin formato/.test(w.message))) counts.fallback++;
  if (result.problems.length === 0) continue;
  failed++;
  for (const problem of result.problems) {
    if (problem.startsWith('excepción')) counts.exception++;
    else if (problem.startsWith('tardó')) counts.slow++;
    else if (problem.startsWith('el MDX')) counts.mdx++;
    else counts.words++;
  }
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `caso-${seed}-${i}.txt`);
  writeFileSync(file, text);
  console.log(`caso ${i}: ${result.problems.join('; ')} → ${path.relative(process.cwd(), file)}`);
}
times.sort((a, b) => a - b);
const at = (q: number) =>
  times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
console.log(
  [
    `fuzz: ${cases} casos (semilla ${seed}) en ${((performance.now() - started) / 1000).toFixed(0)} s`,
    `  fallidos: ${failed} (excepciones ${counts.exception}, lentos > ${maxMs} ms ${counts.slow}, MDX que no compila ${counts.mdx}, palabras perdidas ${counts.words})`,
    `  páginas mostradas como texto sin formato (anidamiento, tiempo): ${counts.fallback}`,
    `  ms por caso: mediana ${at(0.5)}, p99 ${at(0.99)}, máximo ${at(1)}`,
  ].join('\n'),
);
process.exit(failed > 0 ? 1 : 0);
