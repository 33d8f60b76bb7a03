/**
 * The header search: a button and a native `<dialog>` (src/components/Search.astro), loaded on
 * demand by the inlined loader (src/client/loader.ts), driven as readers do.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './helpers/browser.ts';
import { wire } from '../../tools/lib/page-weight.ts';
import { shownTime, typeOnOpen } from '../../tools/lib/search-harness.ts';

const browser = useBrowser();
const BUTTON = '.site-header [data-search-open]';
const MODAL = '#search-dialog';
const INPUT = `${MODAL} #search-input`;
const RESULTS = MODAL;
const RESULT_LINKS = `${MODAL} .search-results a`;

/** Waits until the dialog shows the results of `query`. */
async function shown(page: Page, query: string) {
  await page.waitForFunction(
    ({ selector, q }) => {
      const results = document.querySelector<HTMLElement>(selector);
      return results?.dataset['query'] === q && results.dataset['state'] === 'done';
    },
    { selector: RESULTS, q: query },
  );
}

/** Opens the dialog with "/" and types the query. */
async function search(query: string, width = 1280) {
  const page = await browser.open('/', { width });
  await page.waitForSelector(BUTTON);
  await page.keyboard.press('/');
  const input = page.locator(INPUT);
  await input.waitFor({ state: 'visible' });
  await input.fill(query);
  await shown(page, query);
  return page;
}

/** A rule page with the search open by «/», and the path of every request it makes. */
async function openWatching() {
  const page = await browser.open('/reglas/trabado/');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.keyboard.press('/');
  return { page, requested };
}

/** Types a query into the open dialog and waits for its results. */
async function typeAndWait(page: Page, query: string) {
  await page.locator(INPUT).fill(query);
  await shown(page, query);
}

const focused = (page: Page, selector: string) =>
  page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), selector);

describe('búsqueda (diálogo propio, cargado al pedirla)', () => {
  it('el botón abre el diálogo; Escape lo cierra y devuelve el foco al botón', async () => {
    const page = await browser.open('/reglas/trabado/');
    const trigger = page.locator(BUTTON);
    await trigger.waitFor();
    expect(await trigger.innerText()).toContain('Buscar reglas');
    // Its accessible name is its visible text (axe: label-content-name-mismatch).
    expect(await trigger.getAttribute('aria-label')).toBeNull();
    expect(await page.locator(MODAL).isVisible()).toBe(false);
    await trigger.click();
    await page.locator(INPUT).waitFor({ state: 'visible' });
    await focused(page, INPUT);
    expect(await page.locator(`${MODAL} .search-filters`).isVisible()).toBe(true);
    expect(await page.locator(`${MODAL} .search-status[role="status"]`).count()).toBe(1);
    // The search styles came with the search, not with the page.
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
    );
    expect(styles).toContain('/assets/search.css');
    await page.keyboard.press('Escape');
    await page.locator(MODAL).waitFor({ state: 'hidden' });
    await focused(page, BUTTON);
  });

  it('«/» abre el diálogo, y también Ctrl+K', async () => {
    const page = await browser.open('/reglas/trabado/');
    await page.waitForSelector(BUTTON);
    await page.keyboard.press('/');
    await page.locator(INPUT).waitFor({ state: 'visible' });
    await focused(page, INPUT);
    // "/" typed in the field is text, not the shortcut.
    await page.keyboard.type('a/b');
    expect(await page.locator(INPUT).inputValue()).toBe('a/b');
    await page.keyboard.press('Escape');
    await page.locator(MODAL).waitFor({ state: 'hidden' });
    await page.keyboard.press('Control+k');
    await page.locator(INPUT).waitFor({ state: 'visible' });
  });

  describe('lo tecleado tras «/» antes de que el campo aparezca no se pierde', () => {
    /** A rule page whose search script arrives late, as on a slow phone network. */
    async function slowSearch() {
      const page = await browser.open('/reglas/trabado/', { fresh: true });
      await page.route('**/assets/search.{js,css}', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.waitForSelector(BUTTON);
      return page;
    }

    it('las letras, con sus correcciones, quedan en el campo y se buscan', async () => {
      const page = await slowSearch();
      await page.keyboard.press('/');
      await page.keyboard.type('engineer WIPP');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(' roll');
      await shown(page, 'engineer WIP roll');
      expect(await page.locator(INPUT).inputValue()).toBe('engineer WIP roll');
      await focused(page, INPUT);
      // The caret stays at the end: what is typed next goes on after it.
      await page.keyboard.type('s');
      expect(await page.locator(INPUT).inputValue()).toBe('engineer WIP rolls');
    });

    it('Intro tecleado antes abre el primer resultado en cuanto se muestra', async () => {
      const page = await slowSearch();
      await page.keyboard.press('/');
      await page.keyboard.type('ataque intuitivo');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/reglas\/ataque-intuitivo\//);
    });

    it('Escape tecleado antes deja el diálogo cerrado', async () => {
      const page = await slowSearch();
      await page.keyboard.press('/');
      await page.keyboard.type('ab');
      await page.keyboard.press('Escape');
      // Once the search's styles apply it would have shown the dialog: it stays closed.
      await page.waitForFunction(
        () => document.querySelector<HTMLLinkElement>('link[href$="/assets/search.css"]')?.sheet,
      );
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await page.locator(MODAL).isVisible()).toBe(false);
      // Asked for again, the search opens empty: the first opening, given up, never filled it.
      await page.keyboard.press('/');
      await page.locator(INPUT).waitFor({ state: 'visible' });
      await focused(page, INPUT);
      expect(await page.locator(INPUT).inputValue()).toBe('');
    });
  });

  it('una sola búsqueda: ni la Component UI ni otra UI de Pagefind se cargan', async () => {
    const { page, requested } = await openWatching();
    await typeAndWait(page, 'Disparo');
    expect(requested).toContain('/pagefind/pagefind.js');
    expect(requested.filter((path) => /pagefind-(component-|modular-)?ui/.test(path))).toEqual([]);
    // The typo vocabulary is not needed for a query that finds pages.
    expect(requested).not.toContain('/search/vocabulary.json');
    await typeAndWait(page, 'esquibar');
    expect(requested).toContain('/search/vocabulary.json');
  });

  it('un nombre tal cual no pide el lector; una pregunta sí', async () => {
    const { page, requested } = await openWatching();
    await typeAndWait(page, 'Ataque Intuitivo');
    expect(requested).not.toContain('/assets/search-reader.js');
    await typeAndWait(page, 'que pasa si pierdo el teniente');
    expect(requested).toContain('/assets/search-reader.js');
  });

  it('la primera búsqueda de un nombre cabe en su presupuesto: 150 KB', async () => {
    // What `npm run bench -- --search` measures, once: every response from «/» until the search
    // is done, on the wire (text gzipped as a static host serves it).
    const page = await browser.open('/reglas/trabado/', { fresh: true });
    await page.waitForLoadState('networkidle');
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('favicon.svg')) return;
      sizes.push(
        response.body().then(
          (body) => wire(response.url(), body),
          () => 0,
        ),
      );
    });
    await typeOnOpen(page, 'ataque intuitivo');
    await page.keyboard.press('/');
    await shownTime(page);
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
  });

  it('«Ataque Intuitivo» sale la primera', async () => {
    const page = await search('Ataque Intuitivo');
    const first = await page.locator(RESULT_LINKS).first().getAttribute('href');
    expect(first).toMatch(/^\/reglas\/ataque-intuitivo\/(#.*)?$/);
  });

  it('Intro abre el primer resultado y cierra el diálogo', async () => {
    const page = await search('Ataque Intuitivo');
    await page.locator(INPUT).press('Enter');
    await page.waitForURL(/\/reglas\/ataque-intuitivo\//);
    expect(await page.locator('h1').innerText()).toBe('Ataque Intuitivo');
  });

  it('las flechas bajan del campo a los resultados', async () => {
    const page = await search('Trabado');
    await page.locator(INPUT).press('ArrowDown');
    const first = await page.locator(RESULT_LINKS).first().getAttribute('href');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first);
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(
      (sel) => document.activeElement === document.querySelector(sel),
      INPUT,
    );
  });

  it('muestra primero cinco páginas; «Más resultados» añade las siguientes y lleva el foco a la primera nueva', async () => {
    const page = await search('ataque');
    const hits = page.locator(`${RESULTS} .search-hit`);
    expect(await hits.count()).toBe(5);
    const status = await page.locator(`${RESULTS} .search-status`).textContent();
    const total = Number(/(\d+) resultados/.exec(status ?? '')?.[1]);
    expect(total).toBeGreaterThan(5);
    const firstFive = await page
      .locator(`${RESULTS} .search-hit__link`)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const more = page.locator(`${MODAL} .search-more`);
    expect(await more.isVisible()).toBe(true);
    await more.click();
    await page.waitForFunction(
      (sel) => document.querySelectorAll(sel).length > 5,
      `${RESULTS} .search-hit`,
    );
    expect(await hits.count()).toBe(Math.min(total, 15));
    const all = await page
      .locator(`${RESULTS} .search-hit__link`)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(all.slice(0, 5)).toEqual(firstFive);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(all[5]);
    // A new text starts again from five.
    await page.locator(INPUT).fill('disparo');
    await shown(page, 'disparo');
    expect(await hits.count()).toBeLessThanOrEqual(5);
  });

  it('encuentra una FAQ por su pregunta y lleva a su caja', async () => {
    const page = await search('esquivar un ataque Berserk');
    const links = await page
      .locator(RESULT_LINKS)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.some((href) => href?.includes('#faq-se-puede-esquivar-un-ataque-berserk'))).toBe(
      true,
    );
  });

  it('corrige una errata y lo dice: «esquibar»', async () => {
    const page = await search('esquibar');
    expect(await page.locator(`${RESULTS} .search-status`).textContent()).toContain(
      'Mostrando resultados para «esquivar»',
    );
    expect(await page.locator(RESULT_LINKS).first().getAttribute('href')).toBe('/reglas/esquivar/');
  });

  it('una abreviatura gana a las palabras que empiezan igual: ORA', async () => {
    const page = await search('ORA');
    const first = page.locator(`${RESULTS} .search-hit`).first();
    expect(await first.locator('a').first().getAttribute('href')).toBe(
      '/reglas/activacion-de-una-tropa/',
    );
    expect(await first.locator('.search-sub__link').first().getAttribute('href')).toContain(
      '#ora-orden-de-reaccion-automatica',
    );
  });

  it('muestra la sección y el filtro Escaramuza deja solo páginas de /escaramuza/', async () => {
    const page = await search('Trabado');
    const sections = await page.locator(`${RESULTS} .search-hit__parte`).allTextContents();
    expect(sections).toContain('Reglas');
    expect(sections).toContain('Escaramuza');
    await page.evaluate(
      (sel) => (document.querySelector<HTMLElement>(sel)!.dataset['query'] = ''),
      RESULTS,
    );
    await page.locator(`${MODAL} .search-filters label`, { hasText: 'Escaramuza' }).click();
    await shown(page, 'Trabado');
    const filtered = await page.locator(`${RESULTS} .search-hit__parte`).allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    expect(new Set(filtered)).toEqual(new Set(['Escaramuza']));
    const hrefs = await page
      .locator(`${RESULTS} .search-hit__link`)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/escaramuza\//);
    // The filter stays chosen: a new query keeps it.
    await typeAndWait(page, 'Disparo');
    const again = await page
      .locator(`${RESULTS} .search-hit__link`)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(again.length).toBeGreaterThan(0);
    for (const href of again) expect(href).toMatch(/^\/escaramuza\//);
  });

  it('una FAQ lleva a su caja con las palabras resaltadas', async () => {
    const page = await search('esquivar un ataque Berserk');
    const faq = page
      .locator(`${RESULTS} .search-sub--faq a[href*="#faq-se-puede-esquivar-un-ataque-berserk"]`)
      .first();
    expect(await faq.getAttribute('href')).toContain('?pagefind-highlight=');
    await faq.click();
    await page.waitForURL(/#faq-se-puede-esquivar-un-ataque-berserk$/);
    await page.waitForSelector('mark.pagefind-highlight', { timeout: 10_000 });
    const marked = await page
      .locator('#faq-se-puede-esquivar-un-ataque-berserk mark.pagefind-highlight')
      .count();
    expect(marked).toBeGreaterThan(0);
    // «un» means nothing alone: the ruling's «un» and «una» are not marked.
    const words = await page
      .locator('#faq-se-puede-esquivar-un-ataque-berserk mark.pagefind-highlight')
      .allInnerTexts();
    expect(words.filter((word) => /^un/i.test(word))).toEqual([]);
    const box = await page.locator('#faq-se-puede-esquivar-un-ataque-berserk').boundingBox();
    expect(box && box.y >= 0 && box.y < 900).toBe(true);
  });

  it('una regla de una misión ITS lleva a su sección, no al principio de la misión', async () => {
    const page = await search('Tech Coffins');
    const first = page.locator(`${RESULTS} .search-hit`).first();
    expect(await first.locator('.search-hit__link').getAttribute('href')).toBe(
      '/its/misiones/suministros/',
    );
    // Pagefind makes sub-results of headings with an id: the ITS anchors are their headings'.
    const subs = await first
      .locator('.search-sub__link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(subs[0]).toMatch(/^\/its\/misiones\/suministros\/\?[^#]*#tech-coffins$/);
  });

  it('los extractos marcan las palabras de la consulta, no su «de» ni su «y» ni lo que empieza por ellas', async () => {
    const page = await search('requisitos de LDT y ZC');
    const marks = await page.locator(`${RESULTS} .search-results mark`).allInnerTexts();
    expect(marks.length).toBeGreaterThan(5);
    const folded = marks.map((mark) => mark.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    // Before: «de», «y», «deben», «declarar», «del», «deberá» were marked too.
    // Pagefind marks a whole word with its punctuation: «(ZC).».
    expect(folded.filter((mark) => !/^\W*(requisitos|ldt|zc)\b/.test(mark))).toEqual([]);
    expect(new Set(folded.map((mark) => mark.replace(/^\W+|\W+$/g, '')))).toEqual(
      new Set(['requisitos', 'ldt', 'zc']),
    );
  });

  it('en un móvil de 390 px el botón cabe junto al nombre del sitio y el diálogo ocupa la pantalla', async () => {
    const page = await browser.open('/', { width: 390 });
    const trigger = page.locator(BUTTON);
    await trigger.waitFor();
    const brand = (await page.locator('.site-header__brand').boundingBox())!;
    const button = (await trigger.boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(brand.x + brand.width);
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    expect(Math.abs(button.y + button.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(
      button.height,
    );
    expect(await page.locator('.site-header .search-button__key').isVisible()).toBe(false);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await trigger.click();
    const input = page.locator(INPUT);
    await input.waitFor({ state: 'visible' });
    const dialog = (await page.locator(MODAL).boundingBox())!;
    expect(dialog.x).toBe(0);
    expect(dialog.width).toBe(390);
    await input.fill('Trabado');
    await shown(page, 'Trabado');
    const first = (await page.locator(RESULT_LINKS).first().boundingBox())!;
    expect(first.x >= 0 && first.x + first.width <= 390).toBe(true);
    // The close button shows on a phone and closes the dialog.
    await page.locator(`${MODAL} [data-search-close]`).click();
    await page.locator(MODAL).waitFor({ state: 'hidden' });
  });

  it('sin JavaScript no se ve nada de la búsqueda', async () => {
    const page = await browser.open('/reglas/trabado/', { javaScript: false });
    for (const selector of [BUTTON, MODAL, '.search-filters', INPUT]) {
      const visible = await page.locator(selector).evaluateAll((elements) =>
        elements.some((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        }),
      );
      expect(visible, selector).toBe(false);
    }
    expect(await page.getByText('Todo', { exact: true }).isVisible()).toBe(false);
  });

  it('no pide nada a otros servidores', () => {
    expect(browser.external).toEqual([]);
  });
});
