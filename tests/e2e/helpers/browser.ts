import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.ts';

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

type OpenOptions = {
  width?: number;
  javaScript?: boolean;
  serviceWorkers?: boolean;
  /**
   * A page of its own, closed after the test and never reused: for a test that leaves state the
   * reset below does not undo (an init script, say).
   */
  fresh?: boolean;
};

/**
 * One browser per test file; `open(path)` gives a page at phone or desktop width, in a state as
 * fresh as a new one's. Pages are pooled: a new context costs a renderer process (about three
 * times the time of a navigation on a loaded machine), so a page a test is done with goes back
 * to the pool, reset (storage, cookies, permissions, listeners, routes, emulation, network), and
 * the next test with the same width and JavaScript setting navigates it. Within one test every
 * `open` gives a different page. Service-worker pages and `fresh` ones are never reused.
 * Pages that reach any host other than the local server fail the test: nothing may load from a CDN.
 */
export function useBrowser() {
  let browser: Browser;
  const idle = new Map<string, Page[]>();
  /** Pages handed out in the current test, with their pool key (undefined: close, don't reuse). */
  const lent: { page: Page; key: string | undefined }[] = [];
  const external: string[] = [];
  const baseUrl = inject('baseUrl');
  const watchHosts = (page: Page) =>
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
        external.push(request.url());
    });
  /** Undoes what a test may have changed on a page, so the next test finds it as new. */
  async function reset(page: Page): Promise<void> {
    const context = page.context();
    page.removeAllListeners();
    watchHosts(page);
    // Independent of each other: sent together, one round trip instead of six.
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.setOffline(false),
      context.clearPermissions(),
      context.clearCookies(),
      page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null }),
      page.url().startsWith(baseUrl)
        ? page
            .evaluate(() => {
              localStorage.clear();
              sessionStorage.clear();
            })
            .catch(() => undefined)
        : undefined,
    ]);
    // Leaves the site, so that opening the same address (or one that differs by its #hash) loads
    // it again instead of scrolling the old document.
    await page.goto('about:blank');
  }
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    const done = lent.splice(0);
    await Promise.all(
      done.map(async ({ page, key }) => {
        if (key === undefined || page.isClosed()) return page.context().close();
        try {
          await reset(page);
          idle.set(key, [...(idle.get(key) ?? []), page]);
        } catch {
          await page.context().close();
        }
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl,
    external,
    async open(path: string, options: OpenOptions = {}): Promise<Page> {
      const width = options.width ?? 1280;
      const javaScript = options.javaScript ?? true;
      const reusable = !options.fresh && !options.serviceWorkers;
      const key = reusable ? `${width}:${javaScript}` : undefined;
      let page = key === undefined ? undefined : idle.get(key)?.pop();
      if (!page) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          javaScriptEnabled: javaScript,
          // The service worker would precache the whole site in every test's fresh context;
          // only the offline tests (tests/e2e/offline.test.ts) let it run.
          serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
        });
        page = await context.newPage();
        watchHosts(page);
      }
      lent.push({ page, key });
      await page.goto(`${baseUrl}${path}`);
      return page;
    },
  };
}
