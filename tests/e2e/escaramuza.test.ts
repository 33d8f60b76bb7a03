import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { staticPage } from './helpers/static-page.ts';

const browser = useBrowser();

describe('referencia de la escaramuza', () => {
  it('tiene sus tres escenarios', async () => {
    const page = await staticPage('/escaramuza/');
    const links = [
      ...new Set(
        page.all('main a[href^="/escaramuza/escenarios/"]').map((a) => a.properties['href']),
      ),
    ];
    expect(links).toHaveLength(3);
  });

  it('cada tabla tiene ancla, dado y filas, y «Tirar» marca la fila de la tirada', async () => {
    const page = await browser.open('/escaramuza/tablas/');
    const tables = page.locator('section.roll-table');
    expect(await tables.count()).toBe(19);
    const loot = page.locator('section.roll-table', {
      has: page.locator('h2', { hasText: 'Botín' }),
    });
    await expect(loot.locator('.roll-table-die strong').innerText()).resolves.toBe('d20');
    expect(await loot.locator('tbody tr').count()).toBe(20);
    const button = loot.locator('button');
    await button.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (el) => !(el as HTMLButtonElement).disabled,
      await button.elementHandle(),
    );
    await button.click();
    await expect(loot.locator('tbody tr.is-rolled').count()).resolves.toBe(1);
    const result = Number((await loot.locator('output').innerText()).replace(/\D+/g, ''));
    expect(result).toBeGreaterThanOrEqual(1);
    expect(result).toBeLessThanOrEqual(20);
  });

  it('las tablas se leen sin JavaScript', async () => {
    const page = await browser.open('/escaramuza/tablas/', { javaScript: false, width: 390 });
    await expect(page.locator('main').innerText()).resolves.toContain('Cercenado');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('las reglas traen la tabla de probabilidades de la tirada enfrentada', async () => {
    const page = await staticPage('/escaramuza/reglas/');
    expect(page.all('#probabilidades')).toHaveLength(1);
    expect(
      page.all('#probabilidades ~ * table, section:has(#probabilidades) table').length,
    ).toBeGreaterThan(0);
  });

  it('es su propia parte del sitio en la búsqueda', async () => {
    const page = await staticPage('/escaramuza/reglas/');
    expect(page.text('[data-pagefind-filter="parte"]')).toBe('Escaramuza');
  });
});

describe('Refuerzos', () => {
  it('se lee como una página de reglas, con su tabla y su calculadora', async () => {
    const page = await staticPage('/reglas/refuerzos/');
    expect(page.text('h1')).toContain('Refuerzos');
    expect(page.all('main ol').length).toBeGreaterThan(0);
    expect(page.all('.skillbox').length).toBeGreaterThan(0);
    const table = page.text('main table');
    for (const points of ['250', '300', '350', '400']) expect(table).toContain(points);
    expect(page.all('#calculadora')).toHaveLength(1);
  });
});
