/**
 * BASE_PATH: the site built for a sub-path (`/infinity/`, as on GitHub Pages) and served only
 * under it, as its host will (anything outside the base is a 404). The site is the one the
 * hostile-input test reads too (helpers/hostile-base-site.ts: the seeds plus one hostile page,
 * in its own folders under .cache/, never dist/ or Astro's shared content store).
 * The site's own link checker runs over every page; the search works and its results lead in.
 */
import { access, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launch } from './helpers/browser.ts';
import { hostileBaseSite, SITE_BASE, SITE_DIST, SITE_ORIGIN } from './helpers/hostile-base-site.ts';
import { checkDist, checkSite, extractLinks, type PageLinks } from '../../tools/lib/link-check.ts';
import { serverUrl, startServer } from '../../scripts/serve.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';

const BASE = SITE_BASE;
/** It is built for publishing, at its public address (SITE_URL); dist/ is a local build. */
const ORIGIN = SITE_ORIGIN;
const LOCAL_ORIGIN = 'http://localhost:4321';
const root = path.resolve(import.meta.dirname, '../..');
const dist = SITE_DIST;
/**
 * The pages the hostile dump adds (tests/fixtures/e2e/hostile-dump.txt), in sitemap order: its
 * rule page, and the FAQ group of its letter, which its ruling opens. None of them is in dist/.
 */
const HOSTILE_PAGES = [
  'reglas/faq/p/',
  'reglas/pagina-hostil/',
  'reglas/pagina-hostil/faq/script-window-pwned-q-script/',
];
let server: Server | undefined;
let url = '';
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  // Same sources as the main build: its content must have been generated first (npm test does).
  await access(path.join(root, 'content/generated/wiki')).catch(() => {
    throw new Error(
      'No hay contenido generado: ejecuta antes «npm run content» (o «npm run build»).',
    );
  });
  const result = hostileBaseSite();
  expect(result.status, result.log).toBe(0);
  server = await startServer(dist, 0, BASE);
  url = serverUrl(server);
  browser = await launch();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  server?.close();
});

describe('comprobador de enlaces con base (casos pequeños)', () => {
  it.each([
    ['enlace dentro de la base', '<a href="/infinity/b/#x">b</a>', []],
    ['enlace relativo', '<a href="../b/">b</a>', []],
    ['enlace sin la base', '<a href="/b/">b</a>', ['/a/ → /b/: fuera de la base /infinity/']],
    ['canónica con la base', `<link rel="canonical" href="${ORIGIN}/infinity/b/">`, []],
    [
      'canónica sin la base',
      `<link rel="canonical" href="${ORIGIN}/b/">`,
      [`/a/ → ${ORIGIN}/b/: fuera de la base /infinity/`],
    ],
    [
      'script sin la base',
      '<script src="/x.js"></script>',
      ['/a/ → /x.js: fuera de la base /infinity/'],
    ],
  ])('%s', (_name, html, expected) => {
    const pages = new Map<string, PageLinks>([
      ['/a/index.html', extractLinks(`<main>${html}</main>`)],
      ['/b/index.html', extractLinks('<p id="x">x</p>')],
    ]);
    expect(checkSite(pages, new Set([...pages.keys(), '/x.js']), ORIGIN, BASE)).toEqual(expected);
  });
});

describe(`el sitio construido con BASE_PATH=${BASE}`, () => {
  it('cada enlace, recurso y canónica de cada página está dentro de la base y existe', async () => {
    const result = await checkDist(dist, ORIGIN, BASE);
    expect(result.pages).toBeGreaterThan(300);
    expect(result.urls).toBeGreaterThan(4000);
    expect(result.problems).toEqual([]);
  }, 60_000);

  it('publicado con SITE_URL, ninguna etiqueta de vista previa ni canónica apunta a localhost', async () => {
    const { readdir } = await import('node:fs/promises');
    const pages = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
    const tags: string[] = [];
    for (const file of pages) {
      const html = await readFile(path.join(dist, file), 'utf8');
      for (const [tag] of html.matchAll(
        /<(?:meta (?:property="og:[^"]+"|name="twitter:[^"]+")|link rel="canonical")[^>]*>/g,
      ))
        tags.push(tag);
    }
    expect(pages.length).toBeGreaterThan(300);
    const addresses = tags.filter((tag) => /(content|href)="https?:/.test(tag));
    // og:url, og:image, twitter:image and the canonical link of every page, redirects included.
    expect(addresses.length).toBeGreaterThan(pages.length * 2);
    expect(addresses.filter((tag) => /localhost|127\.0\.0\.1/.test(tag))).toEqual([]);
    expect(addresses.filter((tag) => !tag.includes(`"${ORIGIN}${BASE}`))).toEqual([]);
  });

  it('fuera de la base no hay sitio', async () => {
    expect((await fetch(`${url}/reglas/trabado/`)).status).toBe(404);
    expect((await fetch(`${url}${BASE}reglas/trabado/`)).status).toBe(200);
  });

  it('manifiesto, service worker, feed, sitemap, robots.txt y datos de búsqueda llevan la base', async () => {
    const read = (file: string) => readFile(path.join(dist, file), 'utf8');
    const manifest = JSON.parse(await read('manifest.webmanifest')) as {
      start_url: string;
      scope: string;
      icons: { src: string }[];
    };
    expect([manifest.start_url, manifest.scope]).toEqual([BASE, BASE]);
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith(BASE)).toBe(true);
      expect((await fetch(`${url}${icon.src}`)).status).toBe(200);
    }
    const offline = JSON.parse(await read('offline.json')) as { rest: { url: string }[] };
    expect(offline.rest.length).toBeGreaterThan(0);
    expect(offline.rest.filter((file) => !file.url.startsWith(BASE))).toEqual([]);
    expect((await fetch(`${url}${offline.rest[0]!.url}`)).status).toBe(200);
    // The worker's precache URLs are relative to it (`<base>sw.js`), and its Pagefind route is
    // its scope's `pagefind/` (src/client/offline/sw.ts): nothing in it names the root.
    // injectManifest writes the list as JSON: `{"revision":"…","url":"pagefind/pagefind.js"}`.
    const precached = [...(await read('sw.js')).matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
    expect(precached.length).toBeGreaterThan(100);
    expect(precached).toContain('pagefind/pagefind.js');
    expect(precached.filter((url) => url.startsWith('/'))).toEqual([]);
    const robots = await read('robots.txt');
    expect(robots).toContain(`Allow: ${BASE}`);
    expect(robots).toContain(`Sitemap: ${ORIGIN}${BASE}sitemap-index.xml`);
    // The same pages as the root build's sitemap (dist/, built by npm test first), under the base.
    const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const locs = locsOf(await read('sitemap-0.xml'));
    const rootLocs = locsOf(await readFile(path.join(DIST_DIR, 'sitemap-0.xml'), 'utf8'));
    expect(locs.length).toBeGreaterThan(200);
    const hostile = HOSTILE_PAGES.map((page) => `${ORIGIN}${BASE}${page}`);
    const underBase = rootLocs.map((loc) => loc.replace(`${LOCAL_ORIGIN}/`, `${ORIGIN}${BASE}`));
    expect(locs.filter((loc) => !underBase.includes(loc))).toEqual(hostile);
    expect(locs.filter((loc) => !hostile.includes(loc))).toEqual(underBase);
    // Redirect pages (noindex) stay out of the sitemap under the base too.
    expect(locs).not.toContain(`${ORIGIN}${BASE}reglas/ldt/`);
    const feed = await read('novedades.xml');
    const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(1);
    expect(links.filter((link) => !link.startsWith(`${ORIGIN}${BASE}`))).toEqual([]);
  });

  it('la búsqueda carga bajo la base y su resultado lleva a la regla', async () => {
    const page = await context.newPage();
    const outside: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) outside.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${url}${BASE}reglas/trabado/`);
    await page.locator('.site-header [data-search-open]').click();
    const input = page.locator('#search-dialog #search-input');
    await input.waitFor({ state: 'visible' });
    await input.fill('ataque intuitivo');
    await page.waitForFunction(() => {
      const dialog = document.querySelector<HTMLElement>('#search-dialog');
      return dialog?.dataset['query'] === 'ataque intuitivo' && dialog.dataset['state'] === 'done';
    });
    const first = page.locator('#search-dialog .search-results a').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/infinity\/reglas\/ataque-intuitivo\//);
    await Promise.all([page.waitForURL(/\/infinity\/reglas\/ataque-intuitivo\//), first.click()]);
    expect(await page.locator('main h1').innerText()).toMatch(/Ataque Intuitivo/i);
    // Pagefind, the terms, the search script and styles: every request came back.
    expect(outside).toEqual([]);
  });

  it('el service worker se registra con la base como ámbito', async () => {
    const sw = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await sw.newPage();
      await page.goto(`${url}${BASE}`);
      const scope = await page.evaluate(async () => {
        // Registered after the page's load event (src/client/offline/register.ts).
        for (let i = 0; i < 100; i++) {
          const registration = await navigator.serviceWorker.getRegistration();
          if (registration) return registration.scope;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return undefined;
      });
      expect(scope).toBe(`${url}${BASE}`);
    } finally {
      await sw.close();
    }
  });

  it('el enlace que se copia de una FAQ lleva la base', async () => {
    const page = await context.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await page.goto(`${url}${BASE}reglas/berserk/`);
    const id = 'faq-se-puede-esquivar-un-ataque-berserk';
    await page.locator(`.share[data-share="${id}"] [data-share-action="link"]`).click();
    await page.waitForSelector('.share__toast');
    // The ruling's own page under the base (on the real host, the canonical one: SITE_URL).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${url}${BASE}reglas/berserk/faq/se-puede-esquivar-un-ataque-berserk/`,
    );
  });

  it('una página de término muestra su vista previa desde los datos bajo la base', async () => {
    const page = await context.newPage();
    await page.goto(`${url}${BASE}reglas/trabado/`);
    const link = page.locator(`main a[href^="${BASE}reglas/"]:not(.anchor-link)`).first();
    await link.hover();
    await page.locator('#term-preview:not([hidden])').waitFor();
  });
});
