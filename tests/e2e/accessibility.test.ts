/**
 * axe-core over every page kind, at phone and desktop width, in light and dark: no violation.
 * One browser; the four width × scheme combinations run side by side, each in its own context.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './helpers/browser.ts';
import { axeViolations, type Violation } from './helpers/axe.ts';

/** One page of each kind the site prints (and the rule pages with the most parts). */
const PAGES = [
  '/', // home
  '/reglas/', // rules index
  '/reglas/faq/', // FAQ index
  '/reglas/seccion/estados/', // section index
  '/reglas/trabado/', // rule page with edition blocks and FAQ
  '/reglas/propiedades/', // rule page with many edition blocks and tables
  '/reglas/armas-y-equipo-de-plantilla/', // inline N4 span, tables
  '/reglas/aislado/', // N4-only rule page
  '/reglas/refuerzos/', // Refuerzos with its calculator
  '/reglas/dodge/', // glossary redirect page
  '/its/', // ITS index
  '/its/reglas/normas-basicas/', // ITS chapter
  '/its/misiones/adquisicion/', // mission with its calculator
  '/its/ligas/', // league index
  '/its/ligas/primera-jornada/', // league round
  '/its/objetivos-clasificados/', // classified objectives
  '/its/torneo/', // tournament tools
  '/its/puntuacion/', // scoring
  '/escaramuza/', // skirmish index
  '/escaramuza/reglas/',
  '/escaramuza/tablas/',
  '/escaramuza/escenarios/control-de-zona/',
  '/no-existe/', // the 404 page, as served for an unknown address
];

const COMBOS = [
  { width: 390, scheme: 'light' },
  { width: 1280, scheme: 'light' },
  { width: 390, scheme: 'dark' },
  { width: 1280, scheme: 'dark' },
] as const;

let browser: Browser;
const contexts: BrowserContext[] = [];
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function context(width: number, scheme: 'light' | 'dark') {
  const created = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme: scheme,
    reducedMotion: 'reduce',
  });
  contexts.push(created);
  return created;
}

function describeViolation(where: string, v: Violation) {
  return `${where} ${v.rule} (${v.impact}) ${v.targets.join(' ')}: ${v.summary.split('\n').slice(0, 2).join(' ')}`;
}

/** Open search with "/" and wait for a result link for the query to show. */
async function openSearch(page: Page, query: string) {
  await page.waitForLoadState('load');
  await page.keyboard.press('/');
  await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement, null, {
    timeout: 10_000,
  });
  await page.keyboard.type(query);
  await page.waitForFunction(
    (q) =>
      [...document.querySelectorAll('a')].some(
        (a) =>
          a.closest('header, dialog, [role="dialog"]') !== null &&
          a.getClientRects().length > 0 &&
          a.textContent!.toLowerCase().includes(q),
      ),
    query,
    { timeout: 15_000 },
  );
}

describe('accesibilidad (axe-core)', () => {
  it('ninguna violación en cada tipo de página, a 390 y 1280 px, en claro y oscuro', async () => {
    const found: string[] = [];
    await Promise.all(
      COMBOS.map(async ({ width, scheme }) => {
        const page = await (await context(width, scheme)).newPage();
        for (const path of PAGES) {
          await page.goto(`${baseUrl}${path}`);
          await page.waitForLoadState('load');
          for (const v of await axeViolations(page))
            found.push(describeViolation(`${path} @${width} ${scheme}`, v));
        }
      }),
    );
    expect(found).toEqual([]);
  }, 900_000);

  it('la búsqueda abierta con resultados, a 390 y 1280 px, en claro y oscuro', async () => {
    const found: string[] = [];
    await Promise.all(
      COMBOS.map(async ({ width, scheme }) => {
        const page = await (await context(width, scheme)).newPage();
        await page.goto(`${baseUrl}/reglas/trabado/`);
        await openSearch(page, 'trabado');
        for (const v of await axeViolations(page))
          found.push(describeViolation(`búsqueda @${width} ${scheme}`, v));
      }),
    );
    expect(found).toEqual([]);
  }, 300_000);

  it('las páginas de reglas con una edición elegida también (N4 y Code One)', async () => {
    const found: string[] = [];
    await Promise.all(
      COMBOS.map(async ({ width, scheme }) => {
        const page = await (await context(width, scheme)).newPage();
        for (const path of [
          '/reglas/trabado/?edicion=c1',
          '/reglas/aislado/?edicion=c1',
          '/reglas/propiedades/?edicion=n4',
        ]) {
          await page.goto(`${baseUrl}${path}`);
          for (const v of await axeViolations(page))
            found.push(describeViolation(`${path} @${width} ${scheme}`, v));
        }
      }),
    );
    expect(found).toEqual([]);
  }, 300_000);
});
