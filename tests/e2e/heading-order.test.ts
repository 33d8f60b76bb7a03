import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingOrderProblems, headingsOf } from './helpers/headings.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { siteFiles } from '../../scripts/lib/site-files.ts';

describe('orden de los encabezados (casos)', () => {
  it.each([
    ['h1 h2 h3', '<h1>a</h1><h2>b</h2><h3>c</h3>', []],
    ['volver a subir', '<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2><h3>e</h3>', []],
    ['h3 bajo h1', '<h1>T</h1><h3>Activación</h3>', ['h1 «T» → h3 «Activación»']],
    ['empieza por h2', '<h2>x</h2>', ['h0 «(principio)» → h2 «x»']],
    ['oculto no cuenta', '<h1>a</h1><div hidden><h4>x</h4></div><h2>b</h2>', []],
    ['texto anidado', '<h1>a</h1><h3><span>Efe</span>ctos</h3>', ['h1 «a» → h3 «Efectos»']],
  ])('%s', (_name, html, expected) => {
    expect(headingOrderProblems(headingsOf(html))).toEqual(expected);
  });
});

describe('orden de los encabezados en todo el sitio construido', () => {
  it('ninguna página salta un nivel de encabezado', async () => {
    const files = (await siteFiles(DIST_DIR)).filter((file) => file.endsWith('.html'));
    expect(files.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const file of files) {
      const html = await readFile(path.join(DIST_DIR, file), 'utf8');
      for (const problem of headingOrderProblems(headingsOf(html)))
        problems.push(`${file}: ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
