import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium: `npx playwright install` cannot download browsers here. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * One browser per test file; `open(path)` gives a fresh page at phone or desktop width.
 * Pages that reach any host other than the local server fail the test: nothing may load from a CDN.
 */
export function useBrowser() {
  let browser: Browser;
  const pages: Page[] = [];
  const external: string[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseUrl = inject('baseUrl');
  return {
    baseUrl,
    external,
    async open(
      path: string,
      options: { width?: number; javaScript?: boolean; serviceWorkers?: boolean } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: 900 },
        javaScriptEnabled: options.javaScript ?? true,
        // The service worker would precache the whole site in every test's fresh context;
        // only the offline tests (tests/e2e/offline.test.ts) let it run.
        serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
      });
      const page = await context.newPage();
      page.on('request', (request) => {
        if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
          external.push(request.url());
      });
      pages.push(page);
      await page.goto(`${baseUrl}${path}`);
      return page;
    },
  };
}
