/**
 * Where the first search's time goes, for one build: in Chromium (through playwright-core's CDP
 * session), from pressing "/" on a rule page to the results of "ataque intuitivo", prints
 * - the waterfall: each request's start and end (Resource Timing) and the dialog's `search:*`
 *   marks, in ms from the key press;
 * - the main thread's CPU profile over that window (V8 sampling every 100 µs): self time by
 *   function and file, the top entries;
 * - with TRACE=<file>, a Chrome trace of the same window (open it in chrome://tracing or
 *   Perfetto) with the V8 compile and network events.
 *   node tools/search-profile.ts [dist-dir] [--hover]
 * `--hover` hovers the button first (the loader's preload) and opens search by a click.
 * `CPU_THROTTLE=4` slows the page's CPU that many times, as `npm run bench` does (a phone).
 * It measures one run; `npm run bench -- --search` gives medians.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startServer, serverUrl } from '../scripts/serve.ts';
import { armStart, shownTime, typeOnOpen } from './lib/search-harness.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const args = process.argv.slice(2);
const hover = args.includes('--hover');
const dist = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
const query = process.env['QUERY'] ?? 'ataque intuitivo';
const server = await startServer(dist, 0);
const site = serverUrl(server);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
await page.goto(`${site}/reglas/trabado/`);
await page.waitForLoadState('networkidle');
const cdp = await context.newCDPSession(page);
const cpuThrottle = Number(process.env['CPU_THROTTLE'] ?? 1);
if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const trace = process.env['TRACE'];
const traceEvents: unknown[] = [];
if (trace) {
  cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'v8',
        'v8.wasm',
        'disabled-by-default-v8.compile',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'netlog',
      ],
    },
  });
}
if (hover) {
  await page.locator('[data-search-open]').hover();
  await page.waitForLoadState('networkidle');
}
// CPU=0: the waterfall alone (the sampling profiler slows the page down).
const cpu = process.env['CPU'] !== '0';
if (cpu) await cdp.send('Profiler.start');
await armStart(page);
await typeOnOpen(page, query);
if (hover) await page.locator('[data-search-open]').click();
else await page.keyboard.press('/');
const shown = await shownTime(page);
// Every request and mark from the key press on, the moment the results were shown among them.
const timeline = await page.evaluate((shown) => {
  const start = performance.getEntriesByName('bench:start')[0]!.startTime;
  const resources = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime + entry.duration >= start)
    .map((entry) => ({
      name: new URL(entry.name).pathname,
      start: entry.startTime - start,
      end: entry.startTime + entry.duration - start,
    }));
  const marks = performance
    .getEntriesByType('mark')
    .filter((mark) => mark.name !== 'bench:start')
    .map((mark) => ({
      name: mark.name,
      start: mark.startTime - start,
      end: mark.startTime - start,
    }));
  const shownAt = { name: 'profile:shown', start: shown - start, end: shown - start };
  return [...resources, ...marks, shownAt].sort((a, b) => a.start - b.start);
}, shown);
// THEN="q1,q2": later queries typed into the open dialog, each with its own waterfall.
const later: { query: string; timeline: typeof timeline }[] = [];
// CPU_LATER=1: the CPU profile covers the later queries only.
if (cpu && process.env['CPU_LATER'] === '1') {
  await cdp.send('Profiler.stop');
  await cdp.send('Profiler.start');
}
for (const next of (process.env['THEN'] ?? '').split(',').filter(Boolean)) {
  const lines = await page.evaluate(
    (query) =>
      new Promise<{ name: string; start: number; end: number }[]>((resolve) => {
        performance.clearMarks();
        performance.clearResourceTimings();
        const dialog = document.querySelector<HTMLDialogElement>('#search-dialog')!;
        const input = dialog.querySelector<HTMLInputElement>('#search-input')!;
        const start = performance.now();
        const check = () => {
          if (dialog.dataset['query'] !== query || dialog.dataset['state'] !== 'done') return;
          observer.disconnect();
          const rows = [
            ...performance.getEntriesByType('resource').map((entry) => ({
              name: new URL(entry.name).pathname,
              start: entry.startTime - start,
              end: entry.startTime + entry.duration - start,
            })),
            ...performance.getEntriesByType('mark').map((mark) => ({
              name: mark.name,
              start: mark.startTime - start,
              end: mark.startTime - start,
            })),
            { name: 'shown', start: performance.now() - start, end: performance.now() - start },
          ];
          resolve(rows.sort((a, b) => a.start - b.start));
        };
        const observer = new MutationObserver(check);
        observer.observe(dialog, { attributes: true, childList: true, subtree: true });
        input.value = query;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    next,
  );
  later.push({ query: next, timeline: lines });
}

const { profile } = (cpu
  ? await cdp.send('Profiler.stop')
  : { profile: { nodes: [], samples: [], timeDeltas: [] } }) as unknown as {
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
};
if (trace) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  await writeFile(trace, JSON.stringify({ traceEvents }));
}
await browser.close();
server.close();

console.log(`${hover ? 'click after hover' : '"/"'} → "${query}" (${dist})`);
for (const { name, start, end } of timeline) {
  const span =
    end > start
      ? `${start.toFixed(0).padStart(5)}–${end.toFixed(0).padEnd(5)}`
      : `${start.toFixed(0).padStart(5)}      `;
  console.log(`${span} ${name}`);
}
for (const { query, timeline } of later) {
  console.log(`\nthen "${query}", from typing:`);
  for (const { name, start, end } of timeline)
    console.log(
      `${start.toFixed(0).padStart(5)}${end > start ? `–${end.toFixed(0).padEnd(5)}` : '      '} ${name}`,
    );
}
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const file = url ? new URL(url).pathname : '';
  const key = `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const busy = [...self.entries()].filter(([key]) => !key.startsWith('(idle)'));
console.log(
  `\nCPU (main thread, profile window): ${busy.reduce((sum, [, ms]) => sum + ms, 0).toFixed(0)} ms busy, ${(self.get('(idle) ') ?? 0).toFixed(0)} ms idle`,
);
for (const [key, ms] of busy.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env['TOP'] ?? 25)))
  console.log(`${ms.toFixed(1).padStart(7)} ms  ${key}`);

// WINDOWS=<ms>: what the main thread did in each slice of that many ms since the profile began
// (the key press comes a few ms after): the three functions with most self time in it.
const slice = Number(process.env['WINDOWS'] ?? 0);
if (slice > 0 && profile.samples.length > 0) {
  const windows = new Map<number, Map<string, number>>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'}${url ? ` ${path.basename(new URL(url).pathname)}` : ''}`;
    const window = Math.floor(at / slice);
    const counts = windows.get(window) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    windows.set(window, counts);
  });
  console.log(`\nBy ${slice} ms slice since the profile began:`);
  for (const [window, counts] of [...windows.entries()].sort((a, b) => a[0] - b[0])) {
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(
      `${String(window * slice).padStart(5)}  ${top.map(([key, ms]) => `${key} ${ms.toFixed(0)}`).join(' · ')}`,
    );
  }
}
