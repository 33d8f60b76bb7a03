/**
 * What a reader notices on screen at 390 and 1280 px: the «#» and copy buttons under a heading
 * are real targets that never wrap alone; the header lines up with the reading column; a tool
 * gets a wider page.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';

const browser = useBrowser();

/** Heading tools of the page that break the rules: too small, faded, or alone on their line. */
function toolProblems(): string[] {
  const problems: string[] = [];
  for (const group of document.querySelectorAll<HTMLElement>('main .anchor-tools')) {
    const where = group.parentElement!.id || group.closest('[id]')?.id || '?';
    const targets = group.querySelectorAll<HTMLElement>('.anchor-link, .share__btn');
    for (const target of targets) {
      if (target.getClientRects().length === 0) continue;
      const box = target.getBoundingClientRect();
      if (box.width < 24 || box.height < 24)
        problems.push(`${where}: ${Math.round(box.width)}×${Math.round(box.height)} px`);
      if (getComputedStyle(target).opacity !== '1') problems.push(`${where}: opacidad`);
    }
    // Some of the text before the group shares the group's line.
    const before = document.createRange();
    before.setStart(group.parentElement!, 0);
    before.setEndBefore(group);
    const lines = [...before.getClientRects()].filter((r) => r.width > 0);
    const hash = group.querySelector('.anchor-link')!.getClientRects()[0]!;
    if (!lines.some((line) => hash.top < line.bottom && hash.bottom > line.top))
      problems.push(`${where}: el grupo va solo en su línea`);
  }
  return problems;
}

describe('lo que se ve en pantalla', () => {
  it.each(['/reglas/trabado/', '/its/misiones/adquisicion/', '/escaramuza/tablas/'])(
    '%s a 390 px: «#» y botones de al menos 24 px, sin desvanecer, nunca solos en una línea',
    async (path) => {
      const page = await browser.open(path, { width: 390 });
      // The copy buttons show once share.ts has run.
      await page.locator('main .share:not([hidden])').first().waitFor();
      expect(await page.locator('main .anchor-tools').count()).toBeGreaterThan(2);
      expect(await page.evaluate(toolProblems)).toEqual([]);
    },
  );

  it.each(['/reglas/trabado/', '/its/torneo/', '/'])(
    '%s a 1280 px: la cabecera y la columna de lectura tienen los mismos bordes',
    async (path) => {
      const page = await browser.open(path, { width: 1280 });
      const edges = await page.evaluate(() => {
        const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
        return {
          brand: Math.round(box('.site-header__brand').left),
          search: Math.round(box('.search').right),
          searchTop: Math.round(box('.search').top),
          brandTop: Math.round(box('.site-header__brand').top),
          left: Math.round(box('main').left),
          right: Math.round(box('main').right),
        };
      });
      expect(edges.brand).toBe(edges.left);
      expect(edges.search).toBe(edges.right);
      // One row: the search beside the sections, not below them.
      expect(Math.abs(edges.searchTop - edges.brandTop)).toBeLessThan(20);
    },
  );

  it('el organizador de /its/torneo/ tiene una página ancha; su texto, la medida de lectura', async () => {
    const page = await browser.open('/its/torneo/', { width: 1280 });
    const organiser = page.locator('[aria-label="Organizador del evento"]');
    await organiser.locator('label').first().waitFor();
    const widths = await page.evaluate(() => ({
      main: document.querySelector('main')!.getBoundingClientRect().width,
      prose: document.querySelector('main > p')!.getBoundingClientRect().width,
    }));
    expect(widths.main).toBeGreaterThan(1000);
    expect(widths.prose).toBeLessThanOrEqual(736);
    // No label of its form wraps onto a second line.
    const wrapped = await organiser.locator('label').evaluateAll((labels) =>
      labels
        .filter((l) => l.getClientRects().length > 0)
        .filter((l) => {
          const style = getComputedStyle(l);
          return l.getBoundingClientRect().height > parseFloat(style.lineHeight) * 1.5;
        })
        .map((l) => l.textContent),
    );
    expect(wrapped).toEqual([]);
  });
});
