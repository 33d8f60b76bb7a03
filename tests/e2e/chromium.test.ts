/**
 * Which Chromium the tests drive and how it starts (scripts/lib/chromium.ts): the headless shell
 * unless CHROMIUM names another; our `--disable-features` replaces Playwright's, so it must still
 * carry all of Playwright's; the address bar's pop-up pages it switches off (in the full browser,
 * CHROMIUM=/usr/bin/chromium; the shell has no address bar) are really gone (each was a renderer
 * busy on every navigation); and two contexts loading pages in turn keep one renderer each (no
 * spare started and thrown away).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { launch } from './helpers/browser.ts';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DEFAULT_CHROMIUM,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../../scripts/lib/chromium.ts';

const require = createRequire(import.meta.url);

/** The `disabledFeatures` array of the installed playwright-core (its `chromiumSwitches.ts`). */
async function playwrightDisabledFeatures(): Promise<string[] | undefined> {
  const bundle = path.join(
    path.dirname(require.resolve('playwright-core/package.json')),
    'lib/coreBundle.js',
  );
  const source = await readFile(bundle, 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
  return list ? [...list.matchAll(/^\s*"([^"]+)"/gm)].map((m) => m[1]!) : undefined;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('el Chromium de las pruebas', () => {
  it('es el Chromium sin interfaz de Debian, salvo que CHROMIUM diga otro', async () => {
    const cdp = await browser.newBrowserCDPSession();
    const { product } = (await cdp.send('Browser.getVersion')) as { product: string };
    // The headless shell calls itself HeadlessChrome; the full browser, headless or not, Chrome.
    expect(product).toMatch(
      CHROMIUM_PATH === DEFAULT_CHROMIUM ? /^HeadlessChrome\/\d+\./ : /^(Headless)?Chrome\/\d+\./,
    );
  });

  it('lleva todas las funciones que Playwright desactiva (su lista, repetida en chromium.ts)', async () => {
    const theirs = await playwrightDisabledFeatures();
    expect(
      theirs,
      'no encuentro «disabledFeatures = [» en playwright-core/lib/coreBundle.js: compara PLAYWRIGHT_DISABLED_FEATURES con chromiumSwitches.ts de Playwright a mano y actualiza esta prueba',
    ).toBeDefined();
    expect(theirs!.length).toBeGreaterThan(5);
    expect(theirs!.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature))).toEqual(
      [],
    );
  });

  it('no abre las páginas del menú de la barra de direcciones (un proceso menos por ventana)', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto('data:text/html,<p>hola</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
      expect(targetInfos.filter((t) => t.url.includes('top-chrome')).map((t) => t.url)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('dos contextos que cargan páginas por turnos no arrancan un renderer de más', async () => {
    // A browser of its own: the shared one has the other files' pages open.
    const own = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const pages = await Promise.all(
        [390, 1280].map(async (width) =>
          (
            await own.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' })
          ).newPage(),
        ),
      );
      for (const route of ['/', '/reglas/', '/reglas/trabado/'])
        for (const page of pages) await page.goto(`${inject('baseUrl')}${route}`);
      const cdp = await own.newBrowserCDPSession();
      const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
        processInfo: { type: string }[];
      };
      expect(processInfo.filter((p) => p.type === 'renderer')).toHaveLength(pages.length);
    } finally {
      await own.close();
    }
  });
});
