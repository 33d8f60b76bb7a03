import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingOrderProblems, headingTwins, headingsOf } from './helpers/headings.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { siteFiles } from '../../src/integrations/site-files.ts';

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

describe('encabezados gemelos (casos)', () => {
  const effects = '<h2 class="rule-header">Efectos</h2>';
  it.each([
    [
      'tres «Efectos» seguidos',
      `<h1>Visor</h1>${effects}${effects}${effects}`,
      ['h2 «Efectos» ×3 bajo h1 «Visor»'],
    ],
    [
      'bajo padres distintos',
      `<h1>M</h1><h2>A</h2>${effects.replaceAll('h2', 'h3')}<h2>B</h2>${effects.replaceAll('h2', 'h3')}`,
      [],
    ],
    [
      'cada uno con su habilidad',
      '<h1>V</h1><h2 class="rule-header">Efectos<span>N1</span></h2><h2 class="rule-header">Efectos<span>N2</span></h2>',
      [],
    ],
    ['gemelos de la fuente', '<h1>S</h1><h2>FAQs</h2><h2>FAQs</h2>', []],
    [
      'revisiones en el mismo minuto',
      '<h1>C</h1><h2 id="rev-1">09:29 UTC</h2><h2 id="rev-2">09:29 UTC</h2>',
      ['h2 «09:29 UTC» ×2 bajo h1 «C»'],
    ],
  ])('%s', (_name, html, expected) => {
    expect(headingTwins(headingsOf(html))).toEqual(expected);
  });
});

describe('orden de los encabezados en todo el sitio construido', () => {
  it('ninguna página salta un nivel de encabezado ni repite uno suyo junto a otro igual', async () => {
    const files = (await siteFiles(DIST_DIR)).filter((file) => file.endsWith('.html'));
    expect(files.length).toBeGreaterThan(300);
    const problems: string[] = [];
    const twins: string[] = [];
    for (const file of files) {
      const headings = headingsOf(await readFile(path.join(DIST_DIR, file), 'utf8'));
      for (const problem of headingOrderProblems(headings)) problems.push(`${file}: ${problem}`);
      for (const twin of headingTwins(headings)) twins.push(`${file}: ${twin}`);
    }
    expect(problems).toEqual([]);
    // A screen reader's list of headings, and the search's sub-results (titled by the heading
    // above them), tell each of the site's own headings from the ones beside it.
    expect(twins).toEqual([]);
  }, 60_000);
});
