import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { staticPage } from './helpers/static-page.ts';

const browser = useBrowser();

describe('página de regla', () => {
  it('muestra la caja de habilidad, las cabeceras y las cajas FAQ', async () => {
    const page = await staticPage('/reglas/trabado/');
    expect(page.text('h1')).toBe('Trabado');
    expect(page.text('.skillbox')).toContain('TRABADO');
    // The markup's words; the capitals a reader sees are the stylesheet's (text-transform).
    expect(page.texts('h2.rule-header')).toEqual(
      expect.arrayContaining(['Activación', 'Efectos', 'Cancelación']),
    );
    expect(page.all('.faqbox')).toHaveLength(2);
    expect(page.text('.faqbox--errata .faqbox__kind')).toMatch(/errata/i);
    // Both editions are labelled in text (no edition chosen: every block shows).
    expect(page.text('.version--c1 .version__label')).toMatch(/code one/i);
    expect(page.text('.version--n4 .version__label')).toMatch(/n4/i);
  });

  it('un enlace a una FAQ lleva a su caja', async () => {
    const page = await browser.open('/reglas/trabado/#faq-se-puede-esquivar-un-ataque-berserk');
    const box = page.locator('[data-faq="faq-se-puede-esquivar-un-ataque-berserk"]');
    await expect(box.getAttribute('class')).resolves.toContain('faqbox');
    await expect(box.locator('h3').getAttribute('id')).resolves.toBe(
      'faq-se-puede-esquivar-un-ataque-berserk',
    );
    const inView = await box.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return rect.top >= 0 && rect.top < window.innerHeight;
    });
    expect(inView).toBe(true);
    await expect(page.evaluate(() => document.querySelector(':target')?.id)).resolves.toBe(
      'faq-se-puede-esquivar-un-ataque-berserk',
    );
  });

  it('las notas {{seefaq}} enlazan a la resolución que resumen', async () => {
    const href = (await staticPage('/reglas/trabado/')).one('a.seefaq').properties['href'];
    expect(href).toBe('#faq-se-puede-declarar-berserk-si-se-empieza-la-orden-en-estado');
  });

  it('las imágenes que no existen no se muestran: ni rotas ni con el nombre de su archivo', async () => {
    // Its source names five pictures, none with a caption.
    const page = await staticPage('/reglas/suplantado/');
    expect(page.all('main img')).toHaveLength(0);
    expect(page.all('.image-placeholder')).toHaveLength(0);
    expect(page.text('main')).not.toMatch(/Imagen no disponible|1024|impersonation/i);
  });

  it('las tablas de armas son tablas de verdad', async () => {
    const page = await staticPage('/reglas/gizmokit/');
    expect(page.texts('.rule-table--weapon th')[0]).toBe('Nombre');
    expect(page.text('.rule-table--weapon td')).toBe('GizmoKit');
  });

  it('se lee sin JavaScript y en un móvil de 390 px no hay scroll horizontal', async () => {
    const page = await browser.open('/reglas/esquivar/', { javaScript: false, width: 390 });
    await expect(page.locator('h1').innerText()).resolves.toBe('Esquivar');
    expect(await page.locator('.faqbox').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('las páginas de reglas no cargan más JavaScript que el de la búsqueda y el script común del sitio', async () => {
    const page = await browser.open('/reglas/ataque-intuitivo/');
    await page.waitForLoadState('networkidle');
    // No island and no component framework on a rule page.
    expect(await page.locator('astro-island').count()).toBe(0);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => /\.m?js(\?|$)/.test(r.name))
        .map((r) => r.name),
    );
    const own = scripts.filter((src) => !src.includes('/pagefind/'));
    for (const src of own) expect(src).toMatch(/\/_astro\/[^/]+\.js$/);
    const bytes = await page.evaluate(async (urls) => {
      let total = 0;
      for (const url of urls) total += (await (await fetch(url)).text()).length;
      return total;
    }, own);
    // Search shortcut, copy buttons and term previews together stay small (uncompressed bytes).
    expect(bytes).toBeLessThan(30_000);
  });

  it('no pide nada a otros servidores', () => {
    expect(browser.external).toEqual([]);
  });
});

describe('historia, novedades y nombres', () => {
  it('una página con dos revisiones enlaza a sus cambios, palabra a palabra', async () => {
    const page = await browser.open('/reglas/ataque-intuitivo/', { javaScript: false });
    const link = page.locator('.page-meta a', { hasText: 'ver cambios' });
    await expect(page.locator('.page-meta').innerText()).resolves.toContain(
      '2 revisiones · ver cambios',
    );
    await link.click();
    await page.waitForURL('**/reglas/ataque-intuitivo/cambios/');
    await expect(page.locator('h1').innerText()).resolves.toBe('Cambios en Ataque Intuitivo');
    await expect(page.locator('main h2').allInnerTexts()).resolves.toEqual([
      '11 de febrero de 2021, 10:18:28 UTC, por HellLois2',
      '11 de febrero de 2021, 10:11:42 UTC, por HellLois2',
    ]);
    await expect(page.locator('.word-diff ins').allInnerTexts()).resolves.toContain('a Ataque CD ');
    await expect(page.locator('.word-diff del').first().innerText()).resolves.toBe('Ataques CD,');
  });

  it('/novedades/ lista las revisiones, la más nueva primero, y el canal está en <head>', async () => {
    const page = await staticPage('/novedades/');
    expect(page.texts('main h2')[0]).toBe('11 de febrero de 2021');
    expect(page.text('main li')).toMatch(/^Suplantado/);
    expect(page.one('link[rel="alternate"][type="application/rss+xml"]').properties['href']).toBe(
      '/novedades.xml',
    );
  });

  it('/reglas/ldt/ lleva a la página de término de Línea de Tiro, que cita cada mención', async () => {
    const page = await browser.open('/reglas/ldt/');
    await page.waitForURL('**/reglas/linea-de-tiro/');
    await expect(page.locator('h1').innerText()).resolves.toBe('Línea de Tiro (LDT)');
    await expect(page.locator('main .lead').innerText()).resolves.toContain(
      'esta regla aún no está en las fuentes del sitio',
    );
    await expect(page.locator('.term-names').innerText()).resolves.toContain('Line of Fire');
    const quote = page.locator('.term-mentions blockquote').first();
    await expect(quote.innerText()).resolves.toContain('LDT');
    await expect(page.locator('h1').getAttribute('data-pagefind-weight')).resolves.toBe('0.1');
    // The quoted sentences are the rule pages' text: indexed there, not here.
    expect(await page.locator('.term-mentions:not([data-pagefind-ignore])').count()).toBe(0);
  });

  it('un enlace de la wiki a un nombre sin regla lleva a su página de término', async () => {
    const page = await browser.open('/reglas/trabado/', { javaScript: false });
    const term = page.locator('a.term-link').first();
    const href = await term.getAttribute('href');
    expect(href).toMatch(/^\/reglas\/[a-z0-9-]+\/$/);
    await term.click();
    await page.waitForURL(`**${href}`);
    await expect(page.locator('main .lead').innerText()).resolves.toContain(
      'aún no está en las fuentes del sitio',
    );
  });

  it('/reglas/ataque-cd/ lleva al ataque (página de término), no a la etiqueta de Etiquetas', async () => {
    const page = await browser.open('/reglas/ataque-cd/');
    await page.waitForURL('**/reglas/combate-a-distancia/');
    await expect(page.locator('h1').innerText()).resolves.toBe('Combate a Distancia (CD)');
    await expect(page.locator('.term-names').innerText()).resolves.toContain('Ataque CD');
  });

  it('[[Inmovilizado]] en Trabado lleva a una página que da los dos estados', async () => {
    const trabado = await staticPage('/reglas/trabado/');
    const hrefs = trabado.all('main a').map((a) => a.properties['href']);
    expect(hrefs).toContain('/reglas/inmovilizado/');
    expect(hrefs).not.toContain('/reglas/inmovilizado-b/');
    const term = await staticPage('/reglas/inmovilizado/');
    expect(term.all('.term-candidates a').map((a) => a.properties['href'])).toEqual([
      '/reglas/inmovilizado-a/',
      '/reglas/inmovilizado-b/',
    ]);
  });
});
