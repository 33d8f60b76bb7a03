import { describe, expect, it } from 'vitest';
import { checkDist, checkSite, extractLinks, type PageLinks } from '../../tools/lib/link-check.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';

const ORIGIN = new URL(process.env['SITE_URL'] ?? 'http://localhost:4321').origin;

function site(pages: Record<string, string>, other: string[] = []) {
  const map = new Map<string, PageLinks>();
  for (const [file, html] of Object.entries(pages)) map.set(file, extractLinks(html));
  return checkSite(map, new Set([...Object.keys(pages), ...other]), ORIGIN);
}

describe('comprobador de enlaces (casos pequeños)', () => {
  it.each([
    ['enlace a página que existe', '<a href="/b/">b</a>', []],
    ['enlace relativo', '<a href="../b/">b</a>', []],
    ['ancla que existe', '<a href="/b/#x">b</a>', []],
    ['ancla en la misma página', '<h2 id="y">Y</h2><a href="#y">y</a>', []],
    ['página que no existe', '<a href="/c/">c</a>', ['/a/ → /c/: no existe']],
    ['ancla que no existe', '<a href="/b/#z">b</a>', ['/a/ → /b/#z: no hay id «z» en /b/']],
    ['ancla con acentos', '<a href="/b/#ca%C3%ADda">b</a>', []],
    [
      'canónica rota',
      `<link rel="canonical" href="${ORIGIN}/404/">`,
      [`/a/ → ${ORIGIN}/404/: no existe`],
    ],
    ['og:url', `<meta property="og:url" content="${ORIGIN}/b/">`, []],
    [
      'refresco a otra página',
      '<meta http-equiv="refresh" content="1; url=/c/">',
      ['/a/ → /c/: no existe'],
    ],
    [
      'redirección a sí misma',
      '<meta http-equiv="refresh" content="0; url=/a/">',
      ['/a/ → /a/: redirige a sí misma'],
    ],
    [
      'redirección a otra redirección',
      '<meta http-equiv="refresh" content="0; url=/r/">',
      ['/a/ → /r/: redirige a otra redirección'],
    ],
    [
      'hoja de estilo',
      '<link rel="stylesheet" href="/s.css"><script src="/x.js"></script>',
      ['/a/ → /x.js: no existe'],
    ],
    ['otro sitio no se visita', '<a href="https://example.org/">e</a>', []],
    [
      'javascript:',
      '<a href="javascript:alert(1)">x</a>',
      ['/a/ → javascript:alert(1): enlace javascript:'],
    ],
    [
      'ids repetidos',
      '<h2 id="botin">B</h2><h3 id="botin">B</h3>',
      ['/a/: id «botin» repetido 2 veces'],
    ],
  ])('%s', (_name, html, expected) => {
    const problems = site(
      {
        '/a/index.html': `<main>${html}</main>`,
        '/b/index.html': '<p id="x">x</p><p id="caída">c</p>',
        '/r/index.html': '<meta http-equiv="refresh" content="0; url=/b/">',
      },
      ['/s.css'],
    );
    expect(problems).toEqual(expected);
  });
});

describe('enlaces de todo el sitio construido', () => {
  it('cada URL interna existe, cada ancla existe y ningún id se repite', async () => {
    const result = await checkDist(DIST_DIR, ORIGIN);
    // The seed site: hundreds of pages and thousands of links, so the walk really ran.
    expect(result.pages).toBeGreaterThan(300);
    expect(result.urls).toBeGreaterThan(4000);
    expect(result.fragments).toBeGreaterThan(1000);
    expect(result.problems).toEqual([]);
  }, 60_000);
});
