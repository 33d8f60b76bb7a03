import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';

const browser = useBrowser();
// Ataque Intuitivo links to Esquivar in its text.
const LINK = 'article a[href="/reglas/esquivar/"]';

describe('vista previa de términos', () => {
  it('al pasar el ratón muestra las primeras líneas y «ver regla completa»', async () => {
    const page = await browser.open('/reglas/ataque-intuitivo/');
    await page.locator(LINK).first().hover();
    const preview = page.locator('.preview:not([hidden])');
    await preview.waitFor({ timeout: 5000 });
    expect(await preview.locator('.preview__title').textContent()).toBe('Esquivar');
    expect((await preview.locator('.preview__text').textContent())!.length).toBeGreaterThan(20);
    expect(await preview.locator('a.preview__more').textContent()).toBe('ver regla completa');
  });

  it('se abre con el foco del teclado y se cierra con Escape', async () => {
    const page = await browser.open('/reglas/ataque-intuitivo/');
    await page.locator(LINK).first().focus();
    await page.locator('.preview:not([hidden])').waitFor({ timeout: 5000 });
    expect(await page.locator(LINK).first().getAttribute('aria-describedby')).toBe('term-preview');
    await page.keyboard.press('Escape');
    await page.locator('.preview').waitFor({ state: 'hidden' });
  });

  it('en un móvil el primer toque la muestra abajo, sin tapar el texto, y el segundo sigue el enlace', async () => {
    const desktop = await browser.open('/');
    const context = await desktop
      .context()
      .browser()!
      .newContext({
        viewport: { width: 390, height: 900 },
        hasTouch: true,
        isMobile: true,
        serviceWorkers: 'block',
      });
    const page = await context.newPage();
    await page.goto(`${browser.baseUrl}/reglas/ataque-intuitivo/`);
    const link = page.locator(LINK).first();
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    const sheet = page.locator('.preview.preview--sheet:not([hidden])');
    await sheet.waitFor({ timeout: 5000 });
    const box = (await sheet.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(900 * 0.4 + 1);
    expect(new URL(page.url()).pathname).toBe('/reglas/ataque-intuitivo/');
    await link.tap();
    await page.waitForURL((url) => url.pathname === '/reglas/esquivar/');
  });

  it('las vistas previas no piden ningún script: van en la página', async () => {
    const page = await browser.open('/reglas/ataque-intuitivo/');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.locator(LINK).first().hover();
    await page.locator('.preview:not([hidden])').waitFor({ timeout: 5000 });
    expect(await page.locator('script[src]').count()).toBe(0);
    expect(scripts).toEqual([]);
  });

  it('el primer paso del ratón pide el índice y un solo cubo pequeño, no las vistas previas de todo el sitio', async () => {
    const page = await browser.open('/reglas/ataque-intuitivo/');
    const asked: string[] = [];
    const bytes = new Map<string, number>();
    const searchData = (url: string) => new URL(url).pathname.startsWith('/search/');
    page.on('request', (request) => {
      if (searchData(request.url())) asked.push(new URL(request.url()).pathname);
    });
    page.on('requestfinished', (request) => {
      if (searchData(request.url()))
        void request
          .response()
          .then(async (response) =>
            bytes.set(new URL(request.url()).pathname, (await response!.body()).length),
          );
    });
    await page.locator(LINK).first().hover();
    // The preview is shown once its data has come (src/client/previews.ts fetches on
    // pointerover, shows 350 ms later from what came): every request it made is in `asked`.
    await page.locator('.preview:not([hidden])').waitFor({ timeout: 5000 });
    const urls = [...asked].sort();
    expect(urls).toHaveLength(2);
    expect(urls[1]).toBe('/search/previews/index.json');
    expect(urls[0]).toMatch(/^\/search\/previews\/\d+\.json$/);
    // A bucket holds at most PREVIEWS_PER_BUCKET previews: a few KB, whatever the size of the site.
    await expect.poll(() => bytes.size).toBe(2);
    for (const size of bytes.values()) expect(size).toBeLessThan(12_000);
    // Shown again (the same bucket), it fetches nothing more.
    await page.mouse.move(0, 0);
    await page.locator('.preview').waitFor({ state: 'hidden' });
    await page.locator(LINK).first().hover();
    await page.locator('.preview:not([hidden])').waitFor({ timeout: 5000 });
    expect(asked).toHaveLength(2);
  });
});
