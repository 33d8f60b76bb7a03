import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './helpers/browser.ts';
import { staticPage } from './helpers/static-page.ts';

const browser = useBrowser();

async function withClipboard(path: string, width = 1280): Promise<Page> {
  const page = await browser.open(path, { width });
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
  return page;
}
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('enlaces y citas para foros', () => {
  it('copia el enlace exacto de una FAQ y lo confirma', async () => {
    const page = await withClipboard('/reglas/berserk/');
    const id = 'faq-se-puede-esquivar-un-ataque-berserk';
    const button = page.locator(`.share[data-share="${id}"] [data-share-action="link"]`);
    await button.click();
    await page.waitForSelector('.share__toast');
    expect(await page.locator('.share__toast').textContent()).toMatch(/copiado/i);
    expect(await clipboard(page)).toMatch(new RegExp(`/reglas/berserk/#${id}$`));
  });

  it('copia una cita en Markdown y en BBCode con teclado', async () => {
    const page = await withClipboard('/reglas/berserk/');
    const id = 'faq-se-puede-esquivar-un-ataque-berserk';
    await page.locator(`.share[data-share="${id}"] [data-share-action="cite"]`).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // the menu's first option (Markdown) has the focus
    const markdown = await clipboard(page);
    expect(markdown).toContain('> **Berserk: ¿Se puede esquivar un ataque Berserk?**');
    expect(markdown).toContain('N4 FAQ');
    expect(markdown).toMatch(
      /\]\(http[^)]+\/reglas\/berserk\/#faq-se-puede-esquivar-un-ataque-berserk\)$/,
    );
    await page.locator(`.share[data-share="${id}"] [data-share-action="cite"]`).click();
    await page.locator('.share__menu button', { hasText: 'BBCode' }).click();
    const bbcode = await clipboard(page);
    expect(bbcode).toMatch(/^\[quote="Berserk: ¿Se puede esquivar un ataque Berserk\? \(N4 FAQ/);
    expect(bbcode).toMatch(/\[url=http[^\]]+#faq-se-puede-esquivar-un-ataque-berserk\]/);
  });

  it('una regla de una misión ITS se enlaza y se cita como una de la wiki', async () => {
    const page = await withClipboard('/its/misiones/suministros/');
    const id = 'tech-coffins';
    await page.locator(`.share[data-share="${id}"] [data-share-action="link"]`).click();
    expect(await clipboard(page)).toMatch(/\/its\/misiones\/suministros\/#tech-coffins$/);
    await page.locator(`.share[data-share="${id}"] [data-share-action="cite"]`).click();
    await page.locator('.share__menu button', { hasText: 'Markdown' }).click();
    const markdown = await clipboard(page);
    expect(markdown).toMatch(/^> \*\*[^*]*Suministros: Tech-Coffins\*\*/);
    expect(markdown).toContain('Hay un total de 3 Tech-Coffins.');
    expect(markdown).toMatch(/\]\(http[^)]+\/its\/misiones\/suministros\/#tech-coffins\)$/);
  });

  it('hay botones junto a encabezados, FAQ y tablas', async () => {
    const page = await browser.open('/reglas/gizmokit/');
    expect(await page.locator('h2 .share:not([hidden])').count()).toBeGreaterThan(0);
    expect(await page.locator('.faqbox .share:not([hidden])').count()).toBeGreaterThan(0);
    expect(
      await page.locator('figure.rule-table[id] figcaption .share:not([hidden])').count(),
    ).toBe(1);
    expect(await page.locator('.share [role="button"]').first().getAttribute('href')).toMatch(/^#/);
  });

  it.each([
    '/reglas/berserk/',
    '/its/reglas/extras/',
    '/its/misiones/suministros/',
    '/its/objetivos-clasificados/',
    '/escaramuza/tablas/',
  ])(
    'en %s el «#» lleva su estilo (en el mazo clasificado y en las tablas de escaramuza salía como un enlace subrayado)',
    async (path) => {
      const page = await browser.open(path, { width: 390, javaScript: false });
      const decoration = await page
        .locator('.anchor-link')
        .first()
        .evaluate((a) => getComputedStyle(a).textDecorationLine);
      expect(decoration).toBe('none');
    },
  );

  it('sin JavaScript no hay botones, y el enlace «#» sigue', async () => {
    const page = await browser.open('/reglas/berserk/', { javaScript: false });
    expect(await page.locator('.share').first().isVisible()).toBe(false);
    expect(await page.locator('.anchor-link').first().getAttribute('href')).toMatch(/^#/);
  });

  it('en un móvil los botones caben y se pueden tocar', async () => {
    const page = await withClipboard('/reglas/berserk/', 390);
    const button = page.locator('.faqbox [data-share-action="link"]').first();
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(28);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await button.tap().catch(() => button.click());
    await page.waitForSelector('.share__toast');
  });

  it('cada página tiene Open Graph y Twitter', async () => {
    const page = await staticPage('/reglas/ataque-intuitivo/');
    for (const selector of [
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:url"]',
      'meta[name="twitter:card"]',
      'meta[name="twitter:description"]',
      'link[rel="canonical"]',
    ]) {
      expect(page.all(selector), selector).toHaveLength(1);
    }
  });

  it.each([
    ['/reglas/Ataque_Intuitivo/', '/reglas/ataque-intuitivo/'],
    ['/reglas/intuitive-attack/', '/reglas/ataque-intuitivo/'],
    ['/reglas/impersonation/', '/reglas/suplantado/'],
    // No rule page for Línea de Tiro in the sources: its term page, not an FAQ.
    ['/reglas/ldt/', '/reglas/linea-de-tiro/'],
    ['/reglas/engaged/', '/reglas/trabado/'],
    ['/reglas/Daño/', '/reglas/dano/'],
    ['/reglas/Reserva_de_Órdenes/', '/reglas/ordenes-y-reserva-de-ordenes/'],
  ])('%s lleva a %s', async (from, to) => {
    const page = await browser.open(encodeURI(from));
    await page.waitForURL((url) => url.pathname === to, { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe(to);
  });

  it('una redirección sin JavaScript enseña el enlace y la canónica', async () => {
    const page = await browser.open('/reglas/intuitive-attack/', { javaScript: false });
    // Meta refresh works without JavaScript too; read the redirect page itself.
    const html = await (await fetch(`${browser.baseUrl}/reglas/intuitive-attack/`)).text();
    expect(html).toContain('<link rel="canonical" href="');
    expect(html).toContain('href="/reglas/ataque-intuitivo/"');
    await page.waitForURL((url) => url.pathname === '/reglas/ataque-intuitivo/', {
      timeout: 10_000,
    });
  });
});
