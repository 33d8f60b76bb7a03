/**
 * The edition choice on rule pages: "Todas · N4 · Code One", from a link (`?edicion=`),
 * remembered across pages, saying what it hides; and every block without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './helpers/browser.ts';

const browser = useBrowser();

/** How many blocks of each edition a reader sees (Trabado: 2 of Code One, 2 of N4). */
async function visibleBlocks(page: Page) {
  return page.evaluate(() => {
    const visible = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((el) => el.getClientRects().length > 0)
        .length;
    return { n4: visible('.version--n4'), c1: visible('.version--c1') };
  });
}

const pressed = (page: Page) =>
  page.locator('.edition-choice__option[aria-pressed="true"]').allInnerTexts();

describe('elección de edición', () => {
  it('sin JavaScript se ven todos los bloques, etiquetados, y no hay selector', async () => {
    const page = await browser.open('/reglas/trabado/?edicion=c1', { javaScript: false });
    expect(await visibleBlocks(page)).toEqual({ n4: 2, c1: 2 });
    expect(await page.locator('.edition-choice').isVisible()).toBe(false);
    await expect(page.locator('.version--c1 .version__label').first().innerText()).resolves.toMatch(
      /code one/i,
    );
  });

  it('con JavaScript y sin elección, todo se ve y «Todas» está marcada', async () => {
    const page = await browser.open('/reglas/trabado/');
    expect(await visibleBlocks(page)).toEqual({ n4: 2, c1: 2 });
    expect(await page.locator('.edition-choice').isVisible()).toBe(true);
    expect(await pressed(page)).toEqual(['Todas']);
  });

  it('desde un enlace ?edicion=n4 oculta Code One y lo dice', async () => {
    const page = await browser.open('/reglas/trabado/?edicion=n4');
    expect(await visibleBlocks(page)).toEqual({ n4: 2, c1: 0 });
    expect(await pressed(page)).toEqual(['N4']);
    const note = page.locator('.edition-choice__note--n4');
    await expect(note.innerText()).resolves.toMatch(
      /^2 bloques de Code One ocultos · Mostrar todo$/,
    );
    // The text both editions share stays.
    await expect(page.locator('main').innerText()).resolves.toContain(
      'Las Tropas en estado Trabado se consideran en Combate CC',
    );
  });

  it('la elección sigue al lector a otras páginas y «Mostrar todo» la quita', async () => {
    const page = await browser.open('/reglas/trabado/?edicion=c1');
    expect(await visibleBlocks(page)).toEqual({ n4: 0, c1: 2 });
    // Another page, reached without the parameter: the stored choice applies.
    await page.goto(`${browser.baseUrl}/reglas/esquivar/`);
    expect(await visibleBlocks(page)).toEqual({ n4: 0, c1: 2 });
    expect(await pressed(page)).toEqual(['Code One']);
    await expect(page.locator('.edition-choice__note--c1').innerText()).resolves.toMatch(
      /^2 bloques de N4 ocultos/,
    );
    await page.locator('.edition-choice__note--c1 .edition-choice__all').click();
    expect(await visibleBlocks(page)).toEqual({ n4: 2, c1: 2 });
    expect(await pressed(page)).toEqual(['Todas']);
    expect(new URL(page.url()).searchParams.get('edicion')).toBe('todas');
    // And the next page shows everything again.
    await page.goto(`${browser.baseUrl}/reglas/trabado/`);
    expect(await visibleBlocks(page)).toEqual({ n4: 2, c1: 2 });
  });

  it('los botones cambian la edición al momento y la escriben en la dirección', async () => {
    const page = await browser.open('/reglas/trabado/#efectos');
    await page.getByRole('button', { name: 'Code One', exact: true }).click();
    expect(await visibleBlocks(page)).toEqual({ n4: 0, c1: 2 });
    expect(await pressed(page)).toEqual(['Code One']);
    const url = new URL(page.url());
    expect(url.searchParams.get('edicion')).toBe('c1');
    expect(url.hash).toBe('#efectos');
    await page.getByRole('button', { name: 'N4', exact: true }).click();
    expect(await visibleBlocks(page)).toEqual({ n4: 2, c1: 0 });
    // Reloading keeps it (the address and the storage agree).
    await page.reload();
    expect(await visibleBlocks(page)).toEqual({ n4: 2, c1: 0 });
  });

  it('una regla solo de N4 lo dice cuando se elige Code One', async () => {
    const page = await browser.open('/reglas/aislado/?edicion=c1');
    const note = page.locator('.edition-choice__note--c1');
    await expect(note.innerText()).resolves.toMatch(
      /^Regla exclusiva de N4: no existe en Code One/,
    );
    // The page offers only the edition it has.
    await expect(page.locator('.edition-choice__option').allInnerTexts()).resolves.toEqual([
      'Todas',
      'N4',
    ]);
    // With N4 chosen there is nothing to say.
    await page.getByRole('button', { name: 'N4', exact: true }).click();
    expect(
      await page
        .locator('.edition-choice__note')
        .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length),
    ).toBe(0);
  });

  it('la elección se aplica antes de pintar: un script en línea en <head>, sin peticiones', async () => {
    const page = await browser.open('/reglas/trabado/?edicion=n4', { fresh: true });
    const inHead = await page.evaluate(() =>
      [...document.head.querySelectorAll('script:not([src])')].some((s) =>
        s.textContent!.includes('edicion'),
      ),
    );
    expect(inHead).toBe(true);
    // When the parser inserts the first edition block, the choice is already applied: the
    // other edition's blocks are never painted.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.classList.contains('version')) {
              (window as unknown as { atFirstBlock: string }).atFirstBlock =
                document.documentElement.dataset['edicion'] ?? 'ninguna';
              observer.disconnect();
              return;
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { atFirstBlock: string }).atFirstBlock),
    ).toBe('n4');
  });

  it('la búsqueda tiene el filtro «edicion» con N4 y Code One', async () => {
    const page = await browser.open('/');
    // Pagefind's own API, loaded as a module the way the site loads it (not through Vite).
    await page.addScriptTag({
      type: 'module',
      content: "import * as pagefind from '/pagefind/pagefind.js'; window.pagefindApi = pagefind;",
    });
    await page.waitForFunction(() => 'pagefindApi' in window);
    const filters = await page.evaluate(async () => {
      type Api = {
        filters(): Promise<Record<string, Record<string, number>>>;
        search(q: null, o: object): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
      };
      const pagefind = (window as unknown as { pagefindApi: Api }).pagefindApi;
      const search = await pagefind.search(null, { filters: { edicion: 'Code One' } });
      const urls = await Promise.all(search.results.map(async (r) => (await r.data()).url));
      return { all: await pagefind.filters(), urls };
    });
    expect(Object.keys(filters.all['edicion'] ?? {}).sort()).toEqual(['Code One', 'N4']);
    // An N4-only rule is not a Code One result; a rule of both editions is.
    expect(filters.urls).toContain('/reglas/trabado/');
    expect(filters.urls).not.toContain('/reglas/aislado/');
  });
});
