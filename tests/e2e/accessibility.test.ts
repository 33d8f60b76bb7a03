/**
 * axe-core over every page kind, at phone and desktop width, in light and dark: no violation.
 * One browser and one page per width, both widths side by side; one test per page kind.
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
  '/reglas/faq/a/', // FAQ group: the rulings of the rules under one letter
  '/reglas/indice/a/', // rule pages under one letter
  '/reglas/seccion/estados/', // section index
  '/reglas/trabado/', // rule page with edition blocks and FAQ
  '/reglas/propiedades/', // rule page with many edition blocks and tables
  '/reglas/armas-y-equipo-de-plantilla/', // inline N4 span, tables
  '/reglas/aislado/', // N4-only rule page
  '/reglas/refuerzos/', // Refuerzos with its calculator
  '/reglas/dodge/', // glossary redirect page
  '/reglas/ldt/', // term page: a name with no rule in the sources yet
  '/reglas/ataque-intuitivo/cambios/', // a page's history with word-level diffs
  '/novedades/', // every change of the site
  '/sin-conexion/', // the offline page with "Guardar todo"
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

/** Rule pages with an edition chosen: other blocks hidden, the choice's notes shown. */
const EDITION_PAGES = [
  '/reglas/trabado/?edicion=c1',
  '/reglas/aislado/?edicion=c1',
  '/reglas/propiedades/?edicion=n4',
];

const WIDTHS = [390, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

let browser: Browser;
/** One page per width, reused for every page of the list (a new context costs more than a goto). */
const pages = new Map<number, Page>();
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launch();
  for (const width of WIDTHS) {
    const context: BrowserContext = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    // A loaded machine (the suite shares it) can take long to serve and lay out a page.
    context.setDefaultTimeout(120_000);
    pages.set(width, await context.newPage());
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

function describeViolation(where: string, v: Violation) {
  return `${where} ${v.rule} (${v.impact}) ${v.targets.join(' ')}: ${v.summary.split('\n').slice(0, 2).join(' ')}`;
}

/**
 * Both widths side by side; at each, axe in light and then in dark (the scheme is switched on
 * the loaded page with prefers-color-scheme emulation, no second load). `prepare` runs after
 * the load, before axe (to open search, say).
 */
async function audit(path: string, prepare?: (page: Page) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  await Promise.all(
    WIDTHS.map(async (width) => {
      const page = pages.get(width)!;
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${baseUrl}${path}`);
      await prepare?.(page);
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const v of await axeViolations(page))
          found.push(describeViolation(`${path} @${width} ${scheme}`, v));
      }
    }),
  );
  return found;
}

/** Open search with "/" and wait for a result link for the query to show. */
async function openSearch(page: Page, query: string) {
  await page.keyboard.press('/');
  await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement);
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
  );
}

describe('accesibilidad (axe-core), a 390 y 1280 px, en claro y oscuro', () => {
  it.each(PAGES)(
    '%s: ninguna violación',
    async (path) => {
      expect(await audit(path)).toEqual([]);
    },
    300_000,
  );

  it.each(EDITION_PAGES)(
    '%s (edición elegida): ninguna violación',
    async (path) => {
      expect(await audit(path)).toEqual([]);
    },
    300_000,
  );

  it('la búsqueda abierta con resultados: ninguna violación', async () => {
    expect(await audit('/reglas/trabado/', (page) => openSearch(page, 'trabado'))).toEqual([]);
  }, 300_000);
});
