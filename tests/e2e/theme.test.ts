/**
 * The reader's theme (src/client/theme.ts, the footer's «Tema»): automatic by default and
 * without JavaScript, light or dark when chosen, remembered, applied before the first paint, and
 * accessible in both forced themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './helpers/browser.ts';
import { axeViolations } from './helpers/axe.ts';

const browser = useBrowser();

const LIGHT = 'rgb(251, 250, 247)';
const DARK = 'rgb(22, 24, 27)';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * The page's colours before any later script: a probe first in `<body>` runs once the `<head>`
 * (its theme script and its stylesheets, which hold back body scripts) is done, before the
 * body's own scripts and before anything of the body paints.
 */
async function firstPaint(
  page: Page,
  url: string,
): Promise<{ background: string; theme?: string }> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const probe =
      '<script>window.__firstPaint={background:getComputedStyle(document.body).backgroundColor,theme:document.documentElement.dataset.theme}</script>';
    const body = (await response.text()).replace(/<body([^>]*)>/, `<body$1>${probe}`);
    await route.fulfill({ response, body });
  });
  await page.goto(url);
  return page.evaluate(
    () =>
      (window as unknown as { __firstPaint: { background: string; theme?: string } }).__firstPaint,
  );
}

describe('el tema: automático, claro u oscuro', () => {
  it('sin JavaScript rige el esquema del sistema, y la elección no se muestra', async () => {
    const page = await browser.open('/reglas/trabado/', { javaScript: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(page)).toBe(DARK);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background(page)).toBe(LIGHT);
    expect(await page.locator('#tema-del-sitio').isVisible()).toBe(false);
  });

  it('se elige con el teclado, se recuerda, y el primer pintado ya es oscuro', async () => {
    const page = await browser.open('/reglas/trabado/');
    await page.emulateMedia({ colorScheme: 'light' });
    const choice = page.getByLabel('Tema');
    await expect(choice.inputValue()).resolves.toBe('auto');
    // Reached with Tab like any control: focus the last link of the footer, then Tab.
    await page.locator('.site-footer a').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tema-del-sitio');
    await page.keyboard.press('End');
    await expect(choice.inputValue()).resolves.toBe('dark');
    expect(await background(page)).toBe(DARK);
    // The browser's bar follows the page.
    expect(
      await page.evaluate(() =>
        document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      ),
    ).toBe('#16181b');

    const url = `${browser.baseUrl}/reglas/ataque-intuitivo/`;
    expect(await firstPaint(page, url)).toEqual({ background: DARK, theme: 'dark' });
    await expect(page.getByLabel('Tema').inputValue()).resolves.toBe('dark');

    // Back to automatic: the system's scheme again, nothing stored.
    await page.getByLabel('Tema').selectOption('auto');
    expect(await background(page)).toBe(LIGHT);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  it('claro aunque el sistema sea oscuro, desde el primer pintado', async () => {
    const page = await browser.open('/');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    expect(await firstPaint(page, `${browser.baseUrl}/its/`)).toEqual({
      background: LIGHT,
      theme: 'light',
    });
  });

  it.each([
    ['dark', 'light', DARK],
    ['light', 'dark', LIGHT],
  ] as const)('axe pasa con el tema %s forzado (sistema %s)', async (theme, system, colour) => {
    const page = await browser.open('/');
    await page.emulateMedia({ colorScheme: system });
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    const found: string[] = [];
    for (const path of ['/reglas/trabado/', '/its/misiones/adquisicion/', '/its/torneo/']) {
      await page.goto(`${browser.baseUrl}${path}`);
      expect(await background(page)).toBe(colour);
      for (const v of await axeViolations(page, 'colour'))
        found.push(`${path} ${v.rule} ${v.targets.join(' ')}: ${v.summary.split('\n')[1] ?? ''}`);
    }
    expect(found).toEqual([]);
  });
});
