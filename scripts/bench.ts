/**
 * `npm run bench`: speed and weight, as medians over several runs (RUNS, default 3).
 * - build time of the whole site (content + Astro + Pagefind),
 * - weight of a typical rule page (HTML + CSS it loads, gzip),
 * - the first search request: the Pagefind files a query for "Ataque Intuitivo" downloads, gzip,
 *   and the time to the first result in Chromium,
 * - the JavaScript of each island (gzip).
 * Results go to stdout and `.cache/bench.json`. It measures; it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './serve.ts';

// `--pages N`: the build at scale on a synthetic wiki (scripts/bench/scale.ts).
if (process.argv.includes('--pages')) {
  const { benchScale } = await import('./bench/scale.ts');
  await benchScale(process.argv.slice(2));
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const runs = Number(process.env['RUNS'] ?? 3);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. Build time.
const buildTimes: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-site.ts')], {
    cwd: root,
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('el build falló');
  buildTimes.push((performance.now() - start) / 1000);
}

// 2. A typical rule page: the median of every rule page's HTML + CSS weight.
const ruleDir = path.join(dist, 'reglas');
const pageWeights: number[] = [];
for (const entry of await readdir(ruleDir, { withFileTypes: true })) {
  const file = path.join(ruleDir, entry.name, 'index.html');
  if (!entry.isDirectory()) continue;
  const html = await readFile(file, 'utf8').catch(() => undefined);
  if (!html || !html.includes('data-pagefind-weight')) continue;
  let weight = gz(html);
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) {
    if (href!.startsWith('/')) weight += gz(await readFile(path.join(dist, href!)));
  }
  pageWeights.push(weight);
}

// 3. The first search: bytes and time to the first result, in Chromium.
const server = await startServer(dist, 0);
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const searchBytes: number[] = [];
const searchTimes: number[] = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/reglas/trabado/`);
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  page.on('response', async (response) => {
    if (!response.url().includes('/pagefind/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    // Pagefind's index and fragments are already compressed; text files would be gzipped on the wire.
    bytes += /\.(js|css|json)$/.test(response.url()) ? gz(body) : body.length;
  });
  await page.keyboard.press('/');
  const input = page.locator('pagefind-modal dialog[open] pagefind-input input').first();
  await input.waitFor();
  const start = performance.now();
  await input.fill('Ataque Intuitivo');
  await page.waitForFunction(
    () => document.querySelector('pagefind-modal reglas-results .search-results a') !== null,
  );
  searchTimes.push(performance.now() - start);
  await page.waitForLoadState('networkidle');
  searchBytes.push(bytes);
  await context.close();
}
await browser.close();
server.close();

// 4. Islands.
const astroDir = path.join(dist, '_astro');
const islands: Record<string, string> = {};
for (const file of await readdir(astroDir)) {
  if (file.endsWith('.js')) islands[file] = kb(gz(await readFile(path.join(astroDir, file))));
}

const report = {
  runs,
  buildSeconds: {
    median: Number(median(buildTimes).toFixed(2)),
    all: buildTimes.map((t) => Number(t.toFixed(2))),
  },
  rulePageHtmlCssGzip: {
    median: kb(median(pageWeights)),
    pages: pageWeights.length,
    max: kb(Math.max(...pageWeights)),
  },
  firstSearch: {
    bytesGzip: kb(median(searchBytes)),
    msToFirstResult: Math.round(median(searchTimes)),
  },
  javascriptGzip: islands,
};
await mkdir(path.join(root, '.cache'), { recursive: true });
await writeFile(path.join(root, '.cache/bench.json'), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
