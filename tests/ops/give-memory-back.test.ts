/**
 * `giveMemoryBack` (src/integrations/search/give-memory-back.ts) returns the young generation
 * to the system, which a plain `gc()` does not: checked in a Node process started as the build
 * starts Astro's (--expose-gc), after it has filled its young generation.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const module = fileURLToPath(
  new URL('../../src/integrations/search/give-memory-back.ts', import.meta.url),
);

const script = `
import { getHeapSpaceStatistics } from 'node:v8';
import { giveMemoryBack } from ${JSON.stringify(module)};
const youngMB = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 2 ** 20;
let kept = [];
for (let i = 0; i < 2e6; i++) { const o = { i, s: 'x' + i }; if (i % 3 === 0) kept.push(o); }
kept = null;
gc();
const afterGc = youngMB();
giveMemoryBack();
console.log(JSON.stringify({ afterGc, afterGiveBack: youngMB() }));
`;

describe('la memoria que el proceso de Astro devuelve antes de Pagefind', () => {
  it('la generación joven vuelve a su mínimo, lo que gc() solo no hace', () => {
    const out = execFileSync(
      process.execPath,
      ['--expose-gc', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    const { afterGc, afterGiveBack } = JSON.parse(out) as Record<string, number>;
    expect(afterGc).toBeGreaterThan(8);
    expect(afterGiveBack).toBeLessThanOrEqual(2);
  });
});
