import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './helpers/browser.ts';
import { hostileBaseSite, SITE_BASE, SITE_DIST } from './helpers/hostile-base-site.ts';
import { serverUrl, startServer } from '../../scripts/serve.ts';

/**
 * Wiki text is untrusted. A second site is built with a hostile page added to the real
 * sources (into .cache/, never into dist/), and Chromium checks that nothing in it runs.
 * It is the site the BASE_PATH test reads (helpers/hostile-base-site.ts), so its pages live
 * under `/infinity/`; nothing here depends on the base.
 */
let browser: Browser;
let baseUrl = '';
let closeServer: () => void = () => {};
let buildOutput = '';

beforeAll(async () => {
  const result = hostileBaseSite();
  buildOutput = result.log;
  expect(result.status, buildOutput).toBe(0);
  const server = await startServer(SITE_DIST, 0, SITE_BASE);
  baseUrl = `${serverUrl(server)}${SITE_BASE.replace(/\/$/, '')}`;
  closeServer = () => server.close();
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  closeServer();
});

/** The hostile page, in a new tab that notes every dialog a script would open. */
async function openHostilePage() {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${baseUrl}/reglas/pagina-hostil/`);
  return { page, dialogs };
}

/** After a click on the page, no script of its text has run and no dialog has opened. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
}

describe('una página con HTML y scripts en su fuente', () => {
  it('no ejecuta nada y muestra el texto', async () => {
    const { page, dialogs } = await openHostilePage();
    await page.mouse.move(200, 300);
    await expectNothingRan(page, dialogs);
    // The only scripts are the site's own (search); none comes from the page's text.
    const inlineScripts = await page.locator('main script').count();
    expect(inlineScripts).toBe(0);
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll('main *')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
      ),
    );
    expect(handlers).toEqual([]);
    const jsLinks = await page
      .locator('a[href^="javascript:"], iframe, main img, main svg')
      .count();
    expect(jsLinks).toBe(0);
    // Every word is still there, as text.
    const text = await page.locator('main').innerText();
    expect(text).toContain("<script>window.__pwned='script'</script>");
    expect(text).toContain("{window.__pwned='mdx'}");
    expect(text).toContain('Sin cerrar.');
  });

  it('la página propia de su FAQ tampoco ejecuta nada: la pregunta es texto, también en la vista previa y la tarjeta', async () => {
    const { page, dialogs } = await openHostilePage();
    const ruling = await page.locator('section.faqbox').getAttribute('data-ruling');
    await page.goto(`${baseUrl}/reglas/pagina-hostil/${ruling}`);
    await expectNothingRan(page, dialogs);
    expect(await page.locator('main script, main style').count()).toBe(0);
    expect(await page.locator('h1').innerText()).toContain("<script>window.__pwned='q'</script>");
    const og = (key: string) => page.locator(`meta[property="og:${key}"]`).getAttribute('content');
    expect(await og('title')).toContain("<script>window.__pwned='q'</script>");
    const card = await fetch(new URL(new URL((await og('image'))!).pathname, baseUrl));
    expect(card.headers.get('content-type')).toBe('image/png');
    expect((await card.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('el build avisa de lo que no entiende, con archivo, página y línea', () => {
    expect(buildOutput).toMatch(
      /hostile-dump\.txt, línea \d+, «Pagina Hostil»: plantilla desconocida \{\{plantilla-desconocida\}\}/,
    );
    expect(buildOutput).toMatch(
      /hostile-dump\.txt, línea \d+, «Pagina Hostil»: \{\{greybox-start\}\} sin cerrar/,
    );
  });
});
