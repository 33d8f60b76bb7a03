/**
 * Reading at the table with no signal, in Chromium against a copy of the built site
 * served by its own server, so that the test can take the network away and publish a new build:
 * - a rule page makes no script request before the reader does anything; search loads when asked;
 * - a new build (a changed page, the service worker regenerated as the build does) is announced
 *   with "Hay una versión nueva · Recargar", the old build keeps serving whole until then, and
 *   the reload shows the new one;
 * - the first visit stores the site several files at a time (the precache requests overlap);
 * - after that one visit, with the browser offline and the server gone, five pages never opened,
 *   a search, a calculator and the organiser's rules (loaded on first use) work.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serverUrl, startServer } from '../../scripts/serve.ts';
import { buildServiceWorker } from '../../src/integrations/offline/service-worker.ts';
import { launch } from './helpers/browser.ts';
import { untilControlled } from './helpers/service-worker.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';

let browser: Browser;
let site: string;

beforeAll(async () => {
  browser = await launch();
  site = await mkdtemp(path.join(tmpdir(), 'reglas-offline-'));
  await cp(DIST_DIR, site, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  if (site) await rm(site, { recursive: true, force: true });
});

/**
 * The copy of the site, each answer 2 ms late so that requests made together are in flight
 * together. `installPeak()`: the most precache requests in flight at once; they are the ones
 * with `pragma: no-cache` (a revisioned file skips the HTTP cache, `cache: 'reload'`), which a
 * page's own requests never send.
 */
async function serve() {
  const server = await startServer(site, 0, '/', 2);
  let inFlight = 0;
  let peak = 0;
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers.pragma !== 'no-cache') return;
    peak = Math.max(peak, ++inFlight);
    response.once('close', () => inFlight--);
  });
  const installPeak = () => peak;
  const base = serverUrl(server);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { base, stop, installPeak };
}

/** A fresh reader: opens `url` and waits until the service worker has stored the site and controls the page. */
async function firstVisit(url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 900 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto(url);
  await untilControlled(page);
  return { context, page };
}

describe('sin JavaScript hasta que se pide', () => {
  it('una página de reglas no pide ningún script antes de que el lector haga algo; la búsqueda llega al pedirla', async () => {
    const { base, stop } = await serve();
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}/reglas/trabado/`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    // The only JavaScript is inline (search loader, service worker registration, copy buttons
    // and previews), within the budget asserted below.
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((all) => all.map((s) => s.textContent!).join('\n'));
    expect(gzipSync(inline).length).toBeLessThanOrEqual(5 * 1024);
    // Hovering the button preloads the search; "/" opens it.
    await page.hover('[data-search-open]');
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((r) => r.name.endsWith('/pagefind/pagefind.js')),
    );
    expect(scripts).toContain('/assets/search.js');
    await page.keyboard.press('/');
    await page.locator('#search-input').fill('trabado');
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('#search-dialog')?.dataset['state'] === 'done',
    );
    expect(await page.locator('#search-dialog .search-results a').count()).toBeGreaterThan(0);
    await context.close();
    await stop();
  });
});

describe('sin conexión', () => {
  // One first visit serves both checks: storing the whole site is most of this file's time
  // (docs/figures.md), and a second reader would store it again.
  it(
    'una versión nueva se anuncia y se carga entera al pulsar «Recargar»; después, sin red: cinco páginas nunca abiertas, una búsqueda, una calculadora y las reglas del organizador',
    { timeout: 240_000 },
    async () => {
      const { base, stop, installPeak } = await serve();
      const { context, page } = await firstVisit(`${base}/reglas/trabado/`);
      // The install stores several files at a time (src/client/offline/sw.ts); Workbox's own
      // stores one after another, a round trip in a row per file on a phone.
      // (Chromium keeps 3 of an install's requests in flight, whatever the worker asks.)
      expect(installPeak()).toBeGreaterThanOrEqual(3);

      // 1. The new build: a page changes and the service worker is regenerated, as
      //    scripts/build.ts does.
      const file = path.join(site, 'reglas/trabado/index.html');
      const old = await readFile(file, 'utf8');
      await writeFile(file, old.replace('<h1', '<p id="nueva-version">Edición nueva</p><h1'));
      await buildServiceWorker(site);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const notice = page.locator('.update-notice');
      await notice.waitFor({ timeout: 90_000 });
      expect(await notice.innerText()).toContain('Hay una versión nueva');
      // Until the reader chooses, the old build is served, whole.
      const before = await page.evaluate(async () =>
        (await (await fetch('/reglas/trabado/')).text()).includes('nueva-version'),
      );
      expect(before).toBe(false);
      await notice.getByRole('button', { name: 'Recargar' }).click();
      await page.waitForSelector('#nueva-version', { timeout: 20_000 });
      await untilControlled(page);

      // 2. No network, no server: pages never opened, a search and a calculator, all from the
      //    new build's cache.
      await context.setOffline(true);
      await stop();
      const pages: [string, string][] = [
        ['/reglas/berserk/', 'Berserk'],
        ['/reglas/esquivar/', 'Esquivar'],
        ['/its/', ''],
        ['/escaramuza/', ''],
        ['/reglas/ataque-intuitivo/?pagefind-highlight=ataque#top', 'Ataque Intuitivo'],
      ];
      for (const [url, title] of pages) {
        const response = await page.goto(`${base}${url}`);
        expect(response?.ok(), url).toBe(true);
        const h1 = await page.locator('h1').first().innerText();
        if (title) expect(h1).toBe(title);
        else expect(h1.length).toBeGreaterThan(0);
      }
      // The changed page comes from the new build's cache too.
      await page.goto(`${base}/reglas/trabado/`);
      expect(await page.locator('#nueva-version').count()).toBe(1);
      // Search: the engine, the index and the typo vocabulary come from the cache.
      await page.locator('[data-search-open]').click();
      await page.locator('#search-input').fill('esquibar');
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLElement>('#search-dialog')?.dataset['query'] === 'esquibar' &&
          document.querySelector<HTMLElement>('#search-dialog')?.dataset['state'] === 'done',
      );
      expect(await page.locator('#search-dialog .search-status').textContent()).toContain(
        '«esquivar»',
      );
      expect(
        await page.locator('#search-dialog .search-results a').first().getAttribute('href'),
      ).toBe('/reglas/esquivar/');
      // A calculator: its island's script is stored too.
      await page.goto(`${base}/its/misiones/aniquilacion/`);
      const form = page.locator('form.calculator').first();
      await form.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const island = document.querySelector('form.calculator')?.closest('astro-island');
        return island !== null && island !== undefined && !island.hasAttribute('ssr');
      });
      // The organiser, never opened: its rules chunk, loaded on first use, comes from the cache
      // too; its refusal («Inscribe al menos dos jugadores.») proves the rules ran. (Once in
      // tournament.test.ts with a first visit of its own: storing the whole site again.)
      await page.goto(`${base}/its/torneo/`);
      const organiser = page.locator('form[aria-label="Organizador del evento"]');
      await organiser.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const island = document.querySelector('form.tournament')?.closest('astro-island');
        return island !== null && island !== undefined && !island.hasAttribute('ssr');
      });
      await organiser.getByRole('button', { name: 'Emparejar ronda 1' }).click();
      await expect
        .poll(() => organiser.getByRole('alert').last().innerText(), { timeout: 15_000 })
        .toBe('Inscribe al menos dos jugadores.');
      await context.close();
      await writeFile(file, old);
    },
  );
});
