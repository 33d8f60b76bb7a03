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
  it('copia el enlace de la página propia de una FAQ y lo confirma', async () => {
    const page = await withClipboard('/reglas/berserk/');
    const id = 'faq-se-puede-esquivar-un-ataque-berserk';
    const button = page.locator(`.share[data-share="${id}"] [data-share-action="link"]`);
    await button.click();
    await page.waitForSelector('.share__toast');
    expect(await page.locator('.share__toast').textContent()).toMatch(/copiado/i);
    expect(await clipboard(page)).toBe(
      `${browser.baseUrl}/reglas/berserk/faq/se-puede-esquivar-un-ataque-berserk/`,
    );
  });

  it('el enlace copiado conserva la edición (?edicion=) de la FAQ y de una sección', async () => {
    const page = await withClipboard('/reglas/berserk/?edicion=n4');
    const id = 'faq-se-puede-esquivar-un-ataque-berserk';
    await page.locator(`.share[data-share="${id}"] [data-share-action="link"]`).click();
    await page.waitForSelector('.share__toast');
    expect(await clipboard(page)).toBe(
      `${browser.baseUrl}/reglas/berserk/faq/se-puede-esquivar-un-ataque-berserk/?edicion=n4`,
    );
    const other = await withClipboard('/reglas/trabado/?edicion=c1');
    await other.locator('h2 .share [data-share-action="link"]').first().click();
    await other.waitForSelector('.share__toast');
    expect(await clipboard(other)).toMatch(
      new RegExp(`^${browser.baseUrl}/reglas/trabado/\\?edicion=c1#[a-z0-9-]+$`),
    );
    // On the ruling's own page too.
    const own = await withClipboard(
      '/reglas/berserk/faq/se-puede-esquivar-un-ataque-berserk/?edicion=n4',
    );
    await own.locator('[data-share-action="link"]').click();
    await own.waitForSelector('.share__toast');
    expect(await clipboard(own)).toBe(
      `${browser.baseUrl}/reglas/berserk/faq/se-puede-esquivar-un-ataque-berserk/?edicion=n4`,
    );
  });

  it('copia una cita en Markdown, BBCode y texto con teclado: la pregunta una vez, la respuesta, la fuente y el enlace', async () => {
    const page = await withClipboard('/reglas/berserk/');
    const id = 'faq-se-puede-esquivar-un-ataque-berserk';
    const url = `${browser.baseUrl}/reglas/berserk/faq/se-puede-esquivar-un-ataque-berserk/`;
    await page.locator(`.share[data-share="${id}"] [data-share-action="cite"]`).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // the menu's first option (Markdown) has the focus
    const markdown = await clipboard(page);
    expect(markdown).toMatch(/^> \*\*P: ¿Se puede esquivar un ataque Berserk\?\*\*\n>\n> R: No\. /);
    expect(markdown.split('¿Se puede esquivar')).toHaveLength(2);
    expect(markdown).toMatch(
      new RegExp(`\\n\\n— \\[Berserk · N4 FAQ · 1\\.0, enero 2021\\]\\(${url}\\)$`),
    );
    await page.locator(`.share[data-share="${id}"] [data-share-action="cite"]`).click();
    await page.locator('.share__menu button', { hasText: 'BBCode' }).click();
    const bbcode = await clipboard(page);
    expect(bbcode).toMatch(
      /^\[quote\]\[b\]P: ¿Se puede esquivar un ataque Berserk\?\[\/b\]\nR: No\. /,
    );
    expect(bbcode).toContain(`[/quote]\n[url=${url}]Berserk · N4 FAQ · 1.0, enero 2021[/url]`);
    await page.locator(`.share[data-share="${id}"] [data-share-action="cite"]`).click();
    await page.locator('.share__menu button', { hasText: 'Texto' }).click();
    const plain = await clipboard(page);
    expect(plain.split('\n')[0]).toBe('P: ¿Se puede esquivar un ataque Berserk?');
    expect(plain).toMatch(new RegExp(`\\nBerserk · N4 FAQ · 1\\.0, enero 2021\\n${url}$`));
  });

  it('la cita de una sección con cajas FAQ no pega las palabras', async () => {
    const page = await withClipboard('/reglas/trabado/');
    await page.locator('h2#faqs-errata .share [data-share-action="cite"]').click();
    await page.locator('.share__menu button', { hasText: 'Texto' }).click();
    const plain = await clipboard(page);
    expect(plain).toMatch(/enero 2021\n¿Se puede/);
    expect(plain).not.toMatch(/2021¿|\?Si\.|Relacionado:\S/);
  });

  it('una regla de una misión ITS se enlaza y se cita como una de la wiki', async () => {
    const page = await withClipboard('/its/misiones/suministros/');
    const id = 'tech-coffins';
    await page.locator(`.share[data-share="${id}"] [data-share-action="link"]`).click();
    expect(await clipboard(page)).toMatch(/\/its\/misiones\/suministros\/#tech-coffins$/);
    await page.locator(`.share[data-share="${id}"] [data-share-action="cite"]`).click();
    await page.locator('.share__menu button', { hasText: 'Markdown' }).click();
    const markdown = await clipboard(page);
    expect(markdown).toMatch(/^> \*\*Tech-Coffins\*\*\n>\n/);
    expect(markdown).toContain('Hay un total de 3 Tech-Coffins.');
    expect(markdown).toMatch(
      /\n— \[[^\]]*Suministros: Tech-Coffins\]\(http[^)]+\/its\/misiones\/suministros\/#tech-coffins\)$/,
    );
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

  it('una redirección lleva las etiquetas de vista previa de su destino', async () => {
    const redirect = await staticPage('/reglas/engaged/');
    const target = await staticPage('/reglas/trabado/');
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:image']) {
      const selector = `meta[property="${key}"], meta[name="${key}"]`;
      expect(redirect.one(selector).properties['content'], key).toBe(
        target.one(selector).properties['content'],
      );
    }
    expect(target.one('meta[property="og:image"]').properties['content']).toMatch(
      /\/reglas\/trabado\/og\.png$/,
    );
  });
});
