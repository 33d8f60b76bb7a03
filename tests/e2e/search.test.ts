import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';

const browser = useBrowser();

async function search(query: string, width = 1280) {
  const page = await browser.open('/', { width });
  await page.waitForSelector('pagefind-modal-trigger button');
  await page.keyboard.press('/');
  const input = page.locator('pagefind-modal input[type="search"], pagefind-modal input').first();
  await input.waitFor({ state: 'visible' });
  await input.fill(query);
  await page.waitForFunction(() => document.querySelectorAll('pagefind-modal pagefind-results a, pagefind-modal .pf-result a').length > 0, null, { timeout: 15_000 });
  return page;
}

describe('búsqueda', () => {
  it('«Ataque Intuitivo» sale la primera', async () => {
    const page = await search('Ataque Intuitivo');
    const first = await page.locator('pagefind-modal pagefind-results a, pagefind-modal .pf-result a').first().getAttribute('href');
    expect(first).toMatch(/^\/reglas\/ataque-intuitivo\/(#.*)?$/);
  });

  it('encuentra una FAQ por su pregunta y lleva a su caja', async () => {
    const page = await search('esquivar un ataque Berserk');
    const links = await page.locator('pagefind-modal pagefind-results a, pagefind-modal .pf-result a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.some((href) => href?.includes('#faq-se-puede-esquivar-un-ataque-berserk'))).toBe(true);
  });

  it('funciona en un móvil de 390 px', async () => {
    const page = await search('Trabado', 390);
    const first = page.locator('pagefind-modal pagefind-results a, pagefind-modal .pf-result a').first();
    const box = await first.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
