/**
 * What a page costs a reader before they do anything: every response until the network is idle,
 * in bytes on the wire, the script requests among them, and its inline scripts. The bench's page
 * weights (tools/bench.ts) and the ruling page's budget (tests/e2e/rulings.test.ts) read it.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** Bytes of `buffer` gzipped at the highest level. */
export const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;

/** Bytes a response costs on the wire: text gzipped (as any static host serves it), Pagefind's files as they are (already compressed). */
export const wire = (url: string, body: Buffer) =>
  /\.(js|css|json|html|svg|webmanifest)$|\/$/.test(new URL(url).pathname) ? gz(body) : body.length;

export interface PageWeight {
  /** Every response, on the wire. */
  total: number;
  /** The script responses among them. */
  scripts: number;
  scriptRequests: number;
  /** The inline scripts, gzipped; a JSON data block is not a script. */
  inlineScripts: number;
}

/** Opens `url` in `page` and weighs it (a fresh context with no service worker counts everything). */
export async function pageWeight(page: Page, url: string): Promise<PageWeight> {
  const weight: PageWeight = { total: 0, scripts: 0, scriptRequests: 0, inlineScripts: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const script = response.request().resourceType() === 'script';
    if (script) weight.scriptRequests++;
    const counted = response.body().then((body) => {
      const bytes = wire(response.url(), body);
      weight.total += bytes;
      if (script) weight.scripts += bytes;
    });
    pending.push(counted.catch(() => undefined));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((all) =>
      all.map((s) => s.textContent ?? '').filter((t) => !t.trim().startsWith('{')),
    );
  for (const code of inline) weight.inlineScripts += gz(code);
  return weight;
}
