import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** The endpoint of the one Chromium that global-setup starts for the whole run, if any. */
function sharedEndpoint(): string | undefined {
  try {
    return inject('browserWsEndpoint') || undefined;
  } catch {
    return undefined; // outside a vitest run
  }
}

/**
 * A browser for a test file. Inside the e2e run it is a connection to the one Chromium that
 * global-setup started (starting Chromium per file cost seconds each); `close()` then only
 * closes this file's contexts and disconnects. Elsewhere it launches its own.
 */
export function launch(): Promise<Browser> {
  const endpoint = sharedEndpoint();
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Runs `fn` over `items` with at most `limit` at a time (pages of one browser load in parallel
 * while each waits on the network or the renderer); results keep the order of `items`.
 */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
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
