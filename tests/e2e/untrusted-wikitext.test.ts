import { spawnSync } from 'node:child_process';
import { oneBuildAtATime } from './helpers/build-lock.ts';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './helpers/browser.ts';
import { startServer } from '../../scripts/serve.ts';

/**
 * Wiki text is untrusted. A second site is built with a hostile page added to the real
 * sources (into .cache/, never into dist/), and Chromium checks that nothing in it runs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, '.cache/hostile');
let browser: Browser;
let baseUrl = '';
let closeServer: () => void = () => {};
let buildOutput = '';

beforeAll(async () => {
  const result = oneBuildAtATime(() =>
    spawnSync(process.execPath, [path.join(root, 'scripts/build-site.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        WIKI_EXTRA_DUMPS: 'tests/fixtures/e2e/hostile-dump.txt',
        CONTENT_GENERATED_DIR: '.cache/hostile/generated',
        OUT_DIR: '.cache/hostile/dist',
        // Its own content store: sharing node_modules/.astro/ would leak these pages into the next real build.
        ASTRO_CACHE_DIR: '.cache/hostile/astro',
      },
    }),
  );
  buildOutput = `${result.stdout}\n${result.stderr}`;
  expect(result.status, buildOutput).toBe(0);
  const server = await startServer(path.join(out, 'dist'), 0);
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  closeServer = () => server.close();
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  closeServer();
  await rm(out, { recursive: true, force: true });
});

describe('una página con HTML y scripts en su fuente', () => {
  it('no ejecuta nada y muestra el texto', async () => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${baseUrl}/reglas/pagina-hostil/`);
    await page.mouse.move(200, 300);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
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

  it('el build avisa de lo que no entiende, con archivo, página y línea', () => {
    expect(buildOutput).toMatch(
      /hostile-dump\.txt, línea \d+, «Pagina Hostil»: plantilla desconocida \{\{plantilla-desconocida\}\}/,
    );
    expect(buildOutput).toMatch(
      /hostile-dump\.txt, línea \d+, «Pagina Hostil»: \{\{greybox-start\}\} sin cerrar/,
    );
  });
});
