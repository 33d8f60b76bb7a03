/**
 * axe-core over a page at phone and desktop width, in light and dark (tests/e2e/accessibility-*.test.ts).
 * One browser and one page per width, both widths side by side.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './browser.ts';
import { axeViolations, installAxe, type Violation } from './axe.ts';

const WIDTHS = [390, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

let browser: Browser;
/** One page per width, reused for every page of the list (a new context costs more than a goto). */
const pages = new Map<number, Page>();
const baseUrl = inject('baseUrl');

function describeViolation(where: string, v: Violation) {
  return `${where} ${v.rule} (${v.impact}) ${v.targets.join(' ')}: ${v.summary.split('\n').slice(0, 2).join(' ')}`;
}

/**
 * Both widths side by side; at each, axe in light and then in dark (the scheme is switched on
 * the loaded page with prefers-color-scheme emulation, no second load). `prepare` runs after
 * the load, before axe (to open search, say). Light runs every rule; dark runs the colour rules
 * only, since dark changes colours and nothing else (see `RuleSet` in axe.ts). Both widths run
 * every rule: the phone layout hides and shows elements (`@media (max-width: 40rem)`), which
 * any rule may see.
 */
export async function audit(
  path: string,
  prepare?: (page: Page) => Promise<void>,
  { pageScripts = true }: { pageScripts?: boolean } = {},
): Promise<string[]> {
  const found: string[] = [];
  const url = `${baseUrl}${path}`;
  await Promise.all(
    WIDTHS.map(async (width) => {
      const page = pages.get(width)!;
      await page.emulateMedia({ colorScheme: 'light' });
      // `pageScripts: false`: the page's own scripts blocked by a Content-Security-Policy header
      // (axe, an init script, still runs): a redirect page, which a script would leave at once,
      // as a reader sees it whose browser does not follow it.
      // The address compared whole (a string would be a glob, where `?` matches any letter).
      const thisPage = (address: URL) => address.href === url;
      if (!pageScripts)
        await page.route(thisPage, async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            headers: { ...response.headers(), 'content-security-policy': "script-src 'none'" },
          });
        });
      await page.goto(url);
      if (!pageScripts) await page.unroute(thisPage);
      await prepare?.(page);
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const v of await axeViolations(page, scheme === 'light' ? 'all' : 'colour'))
          found.push(describeViolation(`${path} @${width} ${scheme}`, v));
      }
    }),
  );
  return found;
}

/** Open search with "/" and wait for a result link for the query to show. */
export async function openSearch(page: Page, query: string) {
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

/** Starts the browser and the two pages (one per width) for a test file, and closes them after it. */
export function useAuditPages(): void {
  beforeAll(async () => {
    browser = await launch();
    for (const width of WIDTHS) {
      const context: BrowserContext = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: 'reduce',
        // Its install would store the whole site in each of these contexts (eslint.config.js).
        serviceWorkers: 'block',
      });
      // A loaded machine (the suite shares it) can take long to serve and lay out a page.
      context.setDefaultTimeout(120_000);
      await installAxe(context);
      pages.set(width, await context.newPage());
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });
}
