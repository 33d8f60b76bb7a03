/**
 * On paper (docs/print.md): Chromium prints each mission and league-round card to a PDF, read
 * in-process with pdfjs-dist (helpers/pdf.ts), and a page of each kind with its controls. One
 * browser page, PDFs one after another.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './helpers/browser.ts';
import { readPdf } from './helpers/pdf.ts';
import { staticPage, textOf } from './helpers/static-page.ts';

const browser = useBrowser();

/** A4 in PDF points. */
const A4 = { width: 595.3, height: 841.9 };

/** Text of a control or of the site's chrome: none of it may be on paper. */
const CONTROL_TEXT = [
  'Buscar',
  'Saltar al contenido',
  'Copiar enlace',
  'Copiar cita',
  'Edición:',
  'Usar sin conexión',
  'Calculadora',
  'Tirar d',
  'En esta página',
  'Tarjeta para imprimir',
];

async function printed(page: Page, path: string) {
  await page.goto(`${browser.baseUrl}${path}`);
  const pdf = await readPdf(new Uint8Array(await page.pdf({ format: 'A4' })));
  return { ...pdf, text: pdf.text.replace(/\s+/g, ' ') };
}

/** Every card: the address and the name of its mission or round, from the lists of both. */
async function cards(): Promise<{ path: string; name: string }[]> {
  const lists = [
    ['/its/misiones/', 'main a[href^="/its/misiones/"]'],
    ['/its/ligas/', 'main h2 a[href^="/its/ligas/"]'],
  ] as const;
  const found = new Map<string, string>();
  for (const [list, selector] of lists) {
    for (const a of (await staticPage(list)).all(selector)) {
      const href = String(a.properties['href']);
      if (href !== list) found.set(`${href}tarjeta/`, textOf(a).trim());
    }
  }
  return [...found].map(([path, name]) => ({ path, name }));
}

describe('impresión', () => {
  it('cada tarjeta de misión y de jornada cabe en una hoja A4, con su nombre y su puntuación', async () => {
    const all = await cards();
    expect(all).toHaveLength(32);
    const page = await browser.open('/');
    const wrong: string[] = [];
    for (const { path, name } of all) {
      const { pages, text } = await printed(page, path);
      const problems = [
        pages.length !== 1 && `${pages.length} hojas`,
        pages.some((p) => Math.abs(p.width - A4.width) > 2 || Math.abs(p.height - A4.height) > 2) &&
          'no es A4',
        !text.includes(name) && `sin «${name}»`,
        !text.includes('Puntuación') && 'sin «Puntuación»',
        text.includes('Buscar') && 'con «Buscar»',
      ].filter(Boolean);
      if (problems.length > 0) wrong.push(`${path}: ${problems.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['una página de regla', '/reglas/esquivar/', ['Ediciones: Code One y N4', 'Esquivar']],
    ['una misión', '/its/misiones/supremacia/', ['Supremacía', 'Puntuación']],
    ['un capítulo del ITS', '/its/reglas/normas-basicas/', ['Normas']],
    [
      'Refuerzos, con su lugar en el reglamento y su calculadora',
      '/reglas/refuerzos/',
      ['En el reglamento:'],
    ],
    ['las tablas de escaramuza', '/escaramuza/tablas/', []],
  ])('%s se imprime sin ningún control y con sus etiquetas', async (_kind, path, kept) => {
    const page = await browser.open('/');
    const { text } = await printed(page, path);
    expect(CONTROL_TEXT.filter((control) => text.includes(control))).toEqual([]);
    for (const label of kept) expect(text).toContain(label);
  });

  it('un enlace a otra página imprime su dirección; la tarjeta imprime su QR', async () => {
    const page = await browser.open('/');
    const rule = await printed(page, '/reglas/esquivar/');
    expect(rule.text).toMatch(/\(\/reglas\/[a-z0-9-]+\/(#[a-z0-9-]+)?\)/);
    const card = await staticPage('/its/misiones/supremacia/tarjeta/');
    const qr = card.one('.print-card__qr svg');
    expect(qr.properties['ariaLabel']).toBe('Código QR de la página de Supremacía');
    expect(card.text('.print-card__qr figcaption')).toMatch(
      /^https?:\/\/[^/]+\/(.+\/)?its\/misiones\/supremacia\/$/,
    );
  });

  it('en papel nada es oscuro ni blanco sobre color, aunque el lector use el tema oscuro, y las filas no se parten', async () => {
    const page = await browser.open('/its/misiones/supremacia/');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    // A chosen dark theme, however specific its selector, does not reach paper either.
    await page.addStyleTag({
      content: "html:root[data-theme='dark'] { --bg: #16181b; --fg: #e4e6e8; --muted: #a3a9b0; }",
    });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const seen = await page.evaluate(() => {
      const luminance = (colour: string) => {
        const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
      };
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        background: luminance(style('body').backgroundColor),
        text: ['body', 'main h1', 'main p', 'main th'].map((s) => luminance(style(s).color)),
        rows: style('main tr').breakInside,
        skillBox: luminance(style('main .skillbox').color),
        header: style('.site-header').display,
      };
    });
    expect(seen.background).toBeGreaterThan(0.95);
    for (const text of [...seen.text, seen.skillBox]) expect(text).toBeLessThan(0.35);
    expect(seen.rows).toBe('avoid');
    expect(seen.header).toBe('none');
  });

  it('cada misión y cada jornada enlaza su tarjeta', async () => {
    for (const { path } of await cards()) {
      const full = await staticPage(path.replace(/tarjeta\/$/, ''));
      expect(full.all(`main a[href="${path}"]`), path).toHaveLength(1);
    }
  });
});

describe('referencias rápidas', () => {
  it.each(['/reglas/referencia/ordenes/', '/reglas/referencia/estados/'])(
    '%s: cada línea enlaza una página de reglas y lleva su QR en papel',
    async (path) => {
      const page = await staticPage(path);
      const lines = page.all('main .quick-line');
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) {
        const href = String(page.one('a', line).properties['href']);
        expect(href).toMatch(/^\/reglas\/[a-z0-9-]+\/$/);
        expect(page.all('.print-only svg[role="img"]', line)).toHaveLength(1);
      }
    },
  );

  it('las Órdenes incluyen la ORA y Esquivar; los Estados, Aislado con sus efectos', async () => {
    const orders = await staticPage('/reglas/referencia/ordenes/');
    expect(orders.texts('main h2')).toContain('HABILIDAD CORTA / ORA');
    expect(orders.text('main')).toContain('ORA: Orden de Reacción Automática');
    expect(orders.texts('main .quick-line__title')).toContain('Esquivar');
    const states = await staticPage('/reglas/referencia/estados/');
    expect(states.text('main')).toContain(
      'Efectos: Una Tropa en estado Aislado no puede recibir Órdenes de la Reserva de Órdenes.',
    );
  });

  it('impresas, sin controles y con los códigos QR a la vista', async () => {
    const page = await browser.open('/');
    const { text } = await printed(page, '/reglas/referencia/estados/');
    expect(CONTROL_TEXT.filter((control) => text.includes(control))).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    const shown = await page.$$eval('.quick-line__qr svg', (svgs) =>
      svgs.map((svg) => svg.getBoundingClientRect().width),
    );
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.every((width) => width > 40)).toBe(true);
  });
});
