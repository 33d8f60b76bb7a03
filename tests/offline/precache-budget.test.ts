import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fileKind,
  precacheOrder,
  publicUrl,
  splitByBudget,
  type SiteFile,
} from '../../src/lib/offline/precache-budget.ts';
import { formatBytes, saveAllText } from '../../src/lib/offline/save-all-text.ts';

describe('fileKind / publicUrl', () => {
  it.each([
    ['index.html', 'page', '/'],
    ['reglas/trabado/index.html', 'page', '/reglas/trabado/'],
    ['pagefind/fragment/es_1a2b.pf_fragment', 'fragment', '/pagefind/fragment/es_1a2b.pf_fragment'],
    ['pagefind/pagefind.js', 'core', '/pagefind/pagefind.js'],
    ['assets/search.js', 'core', '/assets/search.js'],
    ['search/vocabulary.json', 'core', '/search/vocabulary.json'],
  ])('%s → %s, %s', (url, kind, visited) => {
    expect(fileKind(url)).toBe(kind);
    expect(publicUrl(url)).toBe(visited);
  });
});

const f = (url: string, size: number): SiteFile => ({ url, size });

describe('splitByBudget', () => {
  it('lo esencial siempre; luego la portada y las páginas menos profundas; los fragmentos al final', () => {
    const files = [
      f('pagefind/fragment/a.pf_fragment', 10),
      f('reglas/trabado/index.html', 30),
      f('index.html', 30),
      f('reglas/index.html', 30),
      f('assets/search.js', 200),
    ];
    expect(precacheOrder(files).map((file) => file.url)).toEqual([
      'assets/search.js',
      'index.html',
      'reglas/index.html',
      'reglas/trabado/index.html',
      'pagefind/fragment/a.pf_fragment',
    ]);
    const split = splitByBudget(files, 270);
    // Core (200) is over nothing; two pages fit (260), the third would not: it and the rest wait.
    expect(split.precache.map((file) => file.url)).toEqual([
      'assets/search.js',
      'index.html',
      'reglas/index.html',
    ]);
    expect(split.rest.map((file) => file.url)).toEqual([
      'reglas/trabado/index.html',
      'pagefind/fragment/a.pf_fragment',
    ]);
    expect(split.precacheBytes).toBe(260);
    expect(split.restBytes).toBe(40);
  });

  it('un sitio dentro del presupuesto se guarda entero', () => {
    const files = [
      f('index.html', 5),
      f('a/index.html', 5),
      f('pagefind/fragment/x.pf_fragment', 5),
    ];
    expect(splitByBudget(files, 1000).rest).toEqual([]);
  });

  const file = fc.record({
    url: fc.oneof(
      fc.stringMatching(/^[a-z]{1,6}(\/[a-z]{1,6}){0,2}\/index\.html$/),
      fc.stringMatching(/^pagefind\/fragment\/[a-z0-9]{1,8}\.pf_fragment$/),
      fc.stringMatching(/^assets\/[a-z]{1,8}\.js$/),
    ),
    size: fc.integer({ min: 1, max: 1000 }),
  });

  it('nada se pierde, y lo precargado cabe salvo lo esencial', () => {
    fc.assert(
      fc.property(
        fc.array(file, { maxLength: 40 }),
        fc.integer({ min: 0, max: 20_000 }),
        (files, budget) => {
          const split = splitByBudget(files, budget);
          expect(split.precache.length + split.rest.length).toBe(files.length);
          expect(split.precacheBytes + split.restBytes).toBe(
            files.reduce((sum, x) => sum + x.size, 0),
          );
          const core = split.precache
            .filter((x) => fileKind(x.url) === 'core')
            .reduce((sum, x) => sum + x.size, 0);
          expect(split.precacheBytes - core).toBeLessThanOrEqual(Math.max(0, budget - core) + 0);
          expect(split.rest.some((x) => fileKind(x.url) === 'core')).toBe(false);
        },
      ),
    );
  });
});

describe('textos del control «Guardar todo»', () => {
  it.each([
    [500, '1 KB'],
    [2048, '2 KB'],
    [12.4 * 1048576, '12,4 MB'],
  ])('%d bytes → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it('dice lo que falta, o que está todo', () => {
    expect(saveAllText({ pages: 368 }, 0, 0)).toBe(
      'Todo el sitio está guardado en este dispositivo (368 páginas guardadas en la primera visita).',
    );
    expect(saveAllText({ pages: 1 }, 3, 3 * 1048576)).toBe(
      '1 página guardada en la primera visita; faltan 3 archivos (3,0 MB), que se guardan al visitarlos o todos a la vez:',
    );
  });
});
