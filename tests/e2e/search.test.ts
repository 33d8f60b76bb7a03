import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';

const browser = useBrowser();
const RESULT_LINKS = '.search-results a';

async function search(query: string, width = 1280) {
  const page = await browser.open('/', { width });
  await page.waitForSelector('.search-trigger');
  await page.keyboard.press('/');
  const input = page.locator('#search-input');
  await input.waitFor({ state: 'visible' });
  await input.fill(query);
  await page.waitForFunction((q) => {
    const list = document.querySelector<HTMLElement>('.search-results');
    return list?.dataset['query'] === q && list.dataset['state'] === 'done';
  }, query);
  return page;
}

describe('búsqueda', () => {
  it('«Ataque Intuitivo» sale la primera', async () => {
    const page = await search('Ataque Intuitivo');
    const first = await page.locator(RESULT_LINKS).first().getAttribute('href');
    expect(first).toMatch(/^\/reglas\/ataque-intuitivo\/(#.*)?$/);
  });

  it('encuentra una FAQ por su pregunta y lleva a su caja', async () => {
    const page = await search('esquivar un ataque Berserk');
    const links = await page.locator(RESULT_LINKS).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.some((href) => href?.includes('#faq-se-puede-esquivar-un-ataque-berserk'))).toBe(true);
  });

  it('funciona en un móvil de 390 px', async () => {
    const page = await search('Trabado', 390);
    const first = page.locator(RESULT_LINKS).first();
    const box = await first.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });

  it('corrige una errata y lo dice', async () => {
    const page = await search('esquibar');
    expect(await page.locator('.search-status').textContent()).toContain('Mostrando resultados para «esquivar»');
    expect(await page.locator(RESULT_LINKS).first().getAttribute('href')).toBe('/reglas/esquivar/');
  });

  it('una abreviatura gana a las palabras que empiezan igual: ORA', async () => {
    const page = await search('ORA');
    const first = page.locator('.search-hit').first();
    expect(await first.locator('a').first().getAttribute('href')).toBe('/reglas/activacion-de-una-tropa/');
    expect(await first.locator('.search-sub__link').first().getAttribute('href')).toContain('#ora-orden-de-reaccion-automatica');
  });

  it('muestra la sección y filtra por ella', async () => {
    const page = await search('Trabado');
    const sections = await page.locator('.search-hit__parte').allTextContents();
    expect(sections).toContain('Reglas');
    expect(sections).toContain('Escaramuza');
    await page.evaluate(() => (document.querySelector<HTMLElement>('.search-results')!.dataset['query'] = ''));
    await page.locator('.search-filters label', { hasText: 'Escaramuza' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.search-results')!.dataset['query'] === 'Trabado');
    const filtered = await page.locator('.search-hit__parte').allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    expect(new Set(filtered)).toEqual(new Set(['Escaramuza']));
  });

  it('una FAQ lleva a su caja con las palabras resaltadas', async () => {
    const page = await search('esquivar un ataque Berserk');
    const faq = page.locator('.search-sub--faq a[href*="#faq-se-puede-esquivar-un-ataque-berserk"]').first();
    expect(await faq.getAttribute('href')).toContain('pagefind-highlight=');
    await faq.click();
    await page.waitForSelector('mark.pagefind-highlight', { timeout: 10_000 });
    const marked = await page.locator('#faq-se-puede-esquivar-un-ataque-berserk mark.pagefind-highlight').count();
    expect(marked).toBeGreaterThan(0);
  });
});
