/**
 * `npm run bench`: speed and weight, as medians over several runs (RUNS, default 3).
 * - build time of the whole site (content + Astro + Pagefind + assets + service worker);
 *   SKIP_BUILD=1 measures the existing dist/ instead;
 * - weight of a typical rule page (HTML + CSS it loads, gzip);
 * - in Chromium, per kind of page: everything downloaded before the reader does anything, and
 *   the JavaScript among it (inline included), text gzipped as a static host serves it;
 * - the first search ("ataque intuitivo" from pressing "/" to its results: bytes and time) and
 *   later queries in the open dialog (time);
 * - the service worker's precache (files, MB, budget);
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
for (let i = 0; i < (process.env['SKIP_BUILD'] === '1' ? 0 : runs); i++) {
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

// 3. In Chromium, without service worker (its precache is measured apart, below).
const server = await startServer(dist, 0);
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
/** Bytes a response costs on the wire: text gzipped (as any static host serves it), Pagefind's files as they are (already compressed). */
const wire = (url: string, body: Buffer) =>
  /\.(js|css|json|html|svg|webmanifest)$|\/$/.test(new URL(url).pathname) ? gz(body) : body.length;

// 3a. Weight of each kind of page before the reader does anything: every response until the
// network is idle, and the JavaScript among it (inline scripts included).
const PAGE_KINDS: Record<string, string> = {
  regla: '/reglas/trabado/',
  faq: '/reglas/faq/',
  inicio: '/',
  its: '/its/',
  mision: '/its/misiones/aniquilacion/',
  escaramuza: '/escaramuza/',
};
const pageKinds: Record<string, { totalKB: number; javascriptKB: number; scriptRequests: number }> =
  {};
for (const [kind, url] of Object.entries(PAGE_KINDS)) {
  const totals: number[] = [];
  const scripts: number[] = [];
  const requests: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let total = 0;
    let js = 0;
    let scriptRequests = 0;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      pending.push(
        response.body().then(
          (body) => {
            const bytes = wire(response.url(), body);
            total += bytes;
            if (response.request().resourceType() === 'script') {
              js += bytes;
              scriptRequests++;
            }
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${base}${url}`);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((all) =>
        all.map((s) => s.textContent ?? '').filter((t) => !t.trim().startsWith('{')),
      );
    for (const code of inline) js += gz(code);
    totals.push(total);
    scripts.push(js);
    requests.push(scriptRequests);
    await context.close();
  }
  pageKinds[kind] = {
    totalKB: Number((median(totals) / 1024).toFixed(1)),
    javascriptKB: Number((median(scripts) / 1024).toFixed(1)),
    scriptRequests: median(requests),
  };
}

// 3b. The first search, from pressing "/" to the first result of "ataque intuitivo" (what it
// downloads, and how long), then later queries typed into the open dialog.
const LATER = [
  'esquivar',
  'trabado',
  'orden de reacción automática',
  'disparo',
  'cobertura parcial',
];
const searchBytes: number[] = [];
const searchTimes: number[] = [];
const laterTimes: number[] = [];
const done = (q: string) =>
  `document.querySelector('#search-dialog')?.dataset.query === ${JSON.stringify(q)} && document.querySelector('#search-dialog')?.dataset.state === 'done' && document.querySelector('#search-dialog .search-results a') !== null`;
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/reglas/trabado/`);
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      response.body().then(
        (body) => void (bytes += wire(response.url(), body)),
        () => undefined,
      ),
    );
  });
  const start = performance.now();
  await page.keyboard.press('/');
  await page.locator('#search-dialog[open] #search-input').fill('ataque intuitivo');
  await page.waitForFunction(done('ataque intuitivo'));
  searchTimes.push(performance.now() - start);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  searchBytes.push(bytes);
  for (const query of LATER) {
    const later = performance.now();
    await page.locator('#search-input').fill(query);
    await page.waitForFunction(done(query));
    laterTimes.push(performance.now() - later);
  }
  await context.close();
}
await browser.close();
server.close();

// 3c. What the service worker stores on the first visit (scripts/offline/service-worker.ts).
const offline = JSON.parse(await readFile(path.join(dist, 'offline.json'), 'utf8')) as {
  budget: number;
  precached: { files: number; bytes: number; pages: number };
  rest: unknown[];
};

// 4. Islands.
const astroDir = path.join(dist, '_astro');
const islands: Record<string, string> = {};
for (const file of await readdir(astroDir)) {
  if (file.endsWith('.js')) islands[file] = kb(gz(await readFile(path.join(astroDir, file))));
}

const report = {
  runs,
  buildSeconds: {
    median: buildTimes.length > 0 ? Number(median(buildTimes).toFixed(2)) : null,
    all: buildTimes.map((t) => Number(t.toFixed(2))),
  },
  rulePageHtmlCssGzip: {
    median: kb(median(pageWeights)),
    pages: pageWeights.length,
    max: kb(Math.max(...pageWeights)),
  },
  beforeInteraction: pageKinds,
  firstSearch: {
    query: 'ataque intuitivo',
    bytes: kb(median(searchBytes)),
    msFromSlashToResults: Math.round(median(searchTimes)),
  },
  laterQueries: {
    queries: LATER.length,
    msMedian: Math.round(median(laterTimes)),
    msMax: Math.round(Math.max(...laterTimes)),
  },
  precache: {
    files: offline.precached.files,
    pages: offline.precached.pages,
    MB: Number((offline.precached.bytes / 1048576).toFixed(2)),
    budgetMB: offline.budget / 1048576,
    leftForLater: offline.rest.length,
  },
  javascriptGzip: islands,
};
await mkdir(path.join(root, '.cache'), { recursive: true });
await writeFile(path.join(root, '.cache/bench.json'), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
