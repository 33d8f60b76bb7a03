/**
 * How long a first visit takes to store the site for offline reading: from opening
 * `/reglas/trabado/` in a fresh browser profile to the service worker installed and in control
 * (every precached file stored). The built site is served with LATENCY_MS (default 100) of
 * delay on every response, a phone's round trip; `COMPARE=<dir>` measures another build too,
 * alternately. Medians of RUNS (3) runs, seconds. It measures; it asserts nothing.
 *   npm run bench -- --offline   (dist/; DIST=<dir> another build)
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, serverUrl } from '../../scripts/serve.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { untilControlled } from '../../tests/e2e/helpers/service-worker.ts';
import { median } from './median.ts';

const runs = Number(process.env['RUNS'] ?? 3);
const latency = Number(process.env['LATENCY_MS'] ?? 100);

export async function benchOfflineInstall(dist: string): Promise<void> {
  const sites = { esta: dist, ...(process.env['COMPARE'] ? { otra: process.env['COMPARE'] } : {}) };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times: Record<string, number[]> = Object.fromEntries(
    Object.keys(sites).map((k) => [k, []]),
  );
  for (let i = 0; i < runs; i++)
    for (const [name, dir] of Object.entries(sites)) {
      const server = await startServer(path.resolve(dir), 0, '/', latency);
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      const page = await context.newPage();
      const start = performance.now();
      await page.goto(`${serverUrl(server)}/reglas/trabado/`);
      await untilControlled(page);
      times[name]!.push((performance.now() - start) / 1000);
      await context.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  await browser.close();
  console.log(
    JSON.stringify(
      {
        latencyMs: latency,
        runs,
        secondsToOffline: Object.fromEntries(
          Object.entries(times).map(([k, v]) => [
            k,
            { median: +median(v).toFixed(1), all: v.map((t) => +t.toFixed(1)) },
          ]),
        ),
      },
      null,
      2,
    ),
  );
}
