import { describe, expect, it } from 'vitest';
import { isKnownNoise, unexpectedWarnings } from '../../src/integrations/quiet-log.ts';

const headInject =
  '[MODULE_LEVEL_DIRECTIVE] The semantics of the module level directive "use astro:head-inject" in "content/generated/rules/trabado.mdx?astroPropagatedAssets" may not be preserved when bundling.';

describe('isKnownNoise: only Astro\'s "use astro:head-inject" directive warning', () => {
  it.each([
    [{ code: 'MODULE_LEVEL_DIRECTIVE', message: headInject }, true],
    [
      {
        code: 'MODULE_LEVEL_DIRECTIVE',
        message: headInject.replace('astro:head-inject', 'client'),
      },
      false,
    ],
    [{ code: 'CIRCULAR_DEPENDENCY', message: headInject }, false],
    [{ message: headInject }, false],
    [{ code: 'UNRESOLVED_IMPORT', message: 'Could not resolve "./x"' }, false],
  ])('%j → %s', (warning, expected) => {
    expect(isKnownNoise(warning)).toBe(expected);
  });
});

describe('unexpectedWarnings', () => {
  it.each([
    ['20:00:34 [build] 367 page(s) built in 53.66s', []],
    [`20:00:34 [WARN] [vite] ${headInject}`, [`20:00:34 [WARN] [vite] ${headInject}`]],
    ['\x1b[33m20:00 [WARN] [router] A collision\x1b[39m', ['20:00 [WARN] [router] A collision']],
    [
      '(!) Some chunks are larger than 500 kB: warning',
      ['(!) Some chunks are larger than 500 kB: warning'],
    ],
    [
      'wiki.txt, línea 3, «Trabado»: aviso de prueba',
      ['wiki.txt, línea 3, «Trabado»: aviso de prueba'],
    ],
  ])('%s', (log, expected) => {
    expect(unexpectedWarnings(log)).toEqual(expected);
  });
});
