/**
 * `npm run bench`: speed and weight, as medians over several runs (RUNS, default 5).
 * - build time of the whole site (content + Astro + Pagefind + assets + service worker);
 *   SKIP_BUILD=1 measures the existing dist/ instead;
 * - weight of a typical rule page (HTML + CSS it loads, gzip);
 * - in Chromium, per kind of page: everything downloaded before the reader does anything, and
 *   the JavaScript among it (inline included), text gzipped as a static host serves it;
 * - the first search ("ataque intuitivo" from pressing "/" to its results: bytes, time, time to
 *   each `search:*` mark of the dialog), the same after hovering the button, and later queries in
 *   the open dialog (time); `COMPARE=<dir>` measures another build's search alternately with
 *   this one, `--search` only the search; `CPU_THROTTLE=4` slows the page's CPU that many times
 *   (Chromium's own throttling, as Lighthouse's mobile run) for a phone-like figure; `QUERY=…`
 *   types another first search (a question: «que pasa si pierdo el teniente»);
 * - `--lighthouse`: Lighthouse's scores per kind of page instead (tools/bench/lighthouse.ts);
 * - `--offline`: a first visit's time to store the whole site, at LATENCY_MS a request
 *   (tools/bench/offline-install.ts);
 * - the service worker's precache (files, MB, budget);
 * - the JavaScript of each island (gzip).
 * Results go to stdout and `.cache/bench.json`. It measures; it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, exitWithoutChromium } from '../scripts/lib/chromium.ts';
import { serverUrl, startServer } from '../scripts/serve.ts';
import { armStart, shownTime, startMark, typeOnOpen } from './lib/search-harness.ts';
import { median } from './bench/median.ts';
import { gz, pageWeight, wire } from './lib/page-weight.ts';

// `--pages N`: the build at scale on a synthetic wiki (tools/bench/scale.ts).
if (process.argv.includes('--pages')) {
  const { benchScale } = await import('./bench/scale.ts');
  await benchScale(process.argv.slice(2));
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Every other bench drives Chromium: a missing one is said before the builds.
exitWithoutChromium('El banco');

// `--lighthouse`: Lighthouse's four scores per kind of page of dist/ (tools/bench/lighthouse.ts).
if (process.argv.includes('--lighthouse')) {
  const { benchLighthouse } = await import('./bench/lighthouse.ts');
  await benchLighthouse(root);
  process.exit(0);
}
// `--offline`: seconds from a first visit to the whole site stored (tools/bench/offline-install.ts).
if (process.argv.includes('--offline')) {
  const { benchOfflineInstall } = await import('./bench/offline-install.ts');
  await benchOfflineInstall(process.env['DIST'] ?? path.join(root, 'dist'));
  process.exit(0);
}
const dist = path.join(root, 'dist');
const runs = Number(process.env['RUNS'] ?? 5);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. Build time.
const buildTimes: number[] = [];
for (let i = 0; i < (process.env['SKIP_BUILD'] === '1' ? 0 : runs); i++) {
  const start = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts'), '--local'], {
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
const base = serverUrl(server);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

// 3a. Weight of each kind of page before the reader does anything: every response until the
// network is idle, and the JavaScript among it (inline scripts included).
const PAGE_KINDS: Record<string, string> = {
  regla: '/reglas/trabado/',
  resolucion: '/reglas/trabado/faq/se-puede-esquivar-un-ataque-berserk/',
  faq: '/reglas/faq/',
  inicio: '/',
  its: '/its/',
  mision: '/its/misiones/aniquilacion/',
  escaramuza: '/escaramuza/',
  tarjeta: '/its/misiones/rescate/tarjeta/',
  referencia: '/reglas/referencia/ordenes/',
};
const pageKinds: Record<string, { totalKB: number; javascriptKB: number; scriptRequests: number }> =
  {};
// `--search`: only the search figures below (quicker, to compare builds).
const searchOnly = process.argv.includes('--search');
for (const [kind, url] of Object.entries(searchOnly ? {} : PAGE_KINDS)) {
  const totals: number[] = [];
  const scripts: number[] = [];
  const requests: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const weight = await pageWeight(page, `${base}${url}`);
    totals.push(weight.total);
    scripts.push(weight.scripts + weight.inlineScripts);
    requests.push(weight.scriptRequests);
    await context.close();
  }
  pageKinds[kind] = {
    totalKB: Number((median(totals) / 1024).toFixed(1)),
    javascriptKB: Number((median(scripts) / 1024).toFixed(1)),
    scriptRequests: median(requests),
  };
}

// 3b. The first search, from pressing "/" to the first result of "ataque intuitivo" (QUERY; what it
// downloads, and how long), then later queries typed into the open dialog; and the same first
// search opened by a click after the reader hovered the button (its preload done). The dialog's
// performance marks (`search:*`) say where the time goes. With `COMPARE=<dir>` another build
// (main's, say) is measured in the same minute, each run alternating between the two, since a
// shared machine's load changes from one minute to the next.
const LATER = [
  'esquivar',
  'trabado',
  'orden de reacción automática',
  'disparo',
  'cobertura parcial',
];
const PHASES = ['open', 'query', 'pagefind', 'pages', 'outcome', 'shown'] as const;
interface SearchRun {
  bytes: number;
  ms: number;
  hoverMs: number;
  later: number[];
  /** ms from pressing "/" to each mark (builds without the marks: none). */
  phases: Partial<Record<(typeof PHASES)[number], number>>;
  files: Record<string, number>;
}
/**
 * In the page: types `query` into the open dialog (one input event, as a paste) unless it is
 * undefined, and resolves with `performance.now()` when its results are shown (`data-state` is
 * `done` with at least one result), watched by a MutationObserver: no polling delay is counted.
 */
const typeAndWait = (page: Page, query: string, type: boolean) =>
  page.evaluate(
    ([query, type]) =>
      new Promise<{ typed: number; shown: number }>((resolve) => {
        const dialog = document.querySelector<HTMLDialogElement>('#search-dialog')!;
        const input = dialog.querySelector<HTMLInputElement>('#search-input')!;
        let typed = performance.now();
        const check = () => {
          if (
            dialog.dataset['query'] === query &&
            dialog.dataset['state'] === 'done' &&
            dialog.querySelector('.search-results a')
          ) {
            observer.disconnect();
            resolve({ typed, shown: performance.now() });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(dialog, { attributes: true, childList: true, subtree: true });
        if (type) {
          input.value = query;
          typed = performance.now();
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        check();
      }),
    [query, type] as const,
  );

/**
 * `CPU_THROTTLE=N`: the page's CPU N times slower (DevTools' `Emulation.setCPUThrottlingRate`),
 * since readers search on phones several times slower than this machine's cores.
 */
const cpuThrottle = Number(process.env['CPU_THROTTLE'] ?? 1);

/**
 * `QUERY='…'`: the first search typed (a name by default, whose search needs no reader; a
 * question loads the reader too).
 */
const firstQuery = process.env['QUERY'] || 'ataque intuitivo';
async function throttle(page: Page): Promise<void> {
  if (cpuThrottle <= 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
}

async function searchRun(site: string): Promise<SearchRun> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await throttle(page);
  await page.goto(`${site}/reglas/trabado/`);
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  const files: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    // The favicon Chromium asks for when it is idle is no part of the search.
    if (new URL(response.url()).pathname.endsWith('favicon.svg')) return;
    pending.push(
      response.body().then(
        (body) => {
          const size = wire(response.url(), body);
          bytes += size;
          const name = new URL(response.url()).pathname.replace(/_[0-9a-f]{6,}\./, '_*.');
          files[name] = (files[name] ?? 0) + size;
        },
        () => undefined,
      ),
    );
  });
  await armStart(page);
  await typeOnOpen(page, firstQuery);
  await page.keyboard.press('/');
  const shown = await shownTime(page);
  const start = await startMark(page);
  const ms = shown - start;
  const marks = await page.evaluate(() =>
    performance.getEntriesByType('mark').map(({ name, startTime }) => ({ name, startTime })),
  );
  const phases: SearchRun['phases'] = {};
  for (const phase of PHASES) {
    const mark = marks.find(({ name }) => name === `search:${phase}`);
    if (mark) phases[phase] = mark.startTime - start;
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const firstBytes = bytes;
  const firstFiles = { ...files };
  const later: number[] = [];
  for (const query of LATER) {
    const { typed, shown } = await typeAndWait(page, query, true);
    later.push(shown - typed);
  }
  await context.close();

  // Hover first (the loader preloads the search), then click.
  const hovered = await browser.newContext({ serviceWorkers: 'block' });
  const again = await hovered.newPage();
  await throttle(again);
  await again.goto(`${site}/reglas/trabado/`);
  await again.waitForLoadState('networkidle');
  await again.locator('[data-search-open]').hover();
  await again.waitForLoadState('networkidle');
  await armStart(again);
  await typeOnOpen(again, firstQuery);
  await again.locator('[data-search-open]').click();
  const hoverMs = (await shownTime(again)) - (await startMark(again));
  await hovered.close();
  return { bytes: firstBytes, ms, hoverMs, later, phases, files: firstFiles };
}

const loadAverage = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ')[0];
const loadBefore = await loadAverage().catch(() => '?');
const compareDir = process.env['COMPARE'];
const compareServer = compareDir ? await startServer(path.resolve(compareDir), 0) : undefined;
const compareBase = compareServer ? serverUrl(compareServer) : undefined;
const ours: SearchRun[] = [];
const theirs: SearchRun[] = [];
for (let i = 0; i < runs; i++) {
  ours.push(await searchRun(base));
  if (compareBase) theirs.push(await searchRun(compareBase));
}
compareServer?.close();
const loadAfter = await loadAverage().catch(() => '?');
/** Exact too: the budget is 150 KB (153,600 bytes), and a tenth of a KB hides which side. */
const kbAndBytes = (bytes: number) => `${kb(bytes)} (${bytes} bytes)`;
const summary = (all: SearchRun[]) => ({
  query: firstQuery,
  bytes: kbAndBytes(median(all.map((r) => r.bytes))),
  msFromSlashToResults: Math.round(median(all.map((r) => r.ms))),
  msFromClickAfterHover: Math.round(median(all.map((r) => r.hoverMs))),
  msLaterMedian: Math.round(median(all.flatMap((r) => r.later))),
  msLaterMax: Math.round(Math.max(...all.flatMap((r) => r.later))),
  msToMark: Object.fromEntries(
    PHASES.flatMap((phase) => {
      const times = all.flatMap((r) => (r.phases[phase] === undefined ? [] : [r.phases[phase]!]));
      return times.length > 0 ? [[phase, Math.round(median(times))]] : [];
    }),
  ),
  files: Object.fromEntries(
    Object.entries(all.at(-1)?.files ?? {})
      .sort((a, b) => b[1] - a[1])
      .map(([name, size]) => [name, kb(size)]),
  ),
});
await browser.close();
server.close();

// 3c. What the service worker stores on the first visit (src/integrations/offline/service-worker.ts).
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
  loadAverage: { beforeSearch: loadBefore, afterSearch: loadAfter },
  search: { ...summary(ours), cpuThrottle },
  ...(compareDir ? { compare: { dist: compareDir, search: summary(theirs) } } : {}),
  laterQueries: LATER,
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
