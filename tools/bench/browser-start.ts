/**
 * What each browser test file paid before one Chromium was shared: start a browser, open a
 * page, close; against connecting to an already running one. Medians of RUNS (5) runs, ms.
 *   node tools/bench/browser-start.ts
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { median } from './median.ts';

const runs = Number(process.env['RUNS'] ?? 5);

async function time(open: () => ReturnType<typeof chromium.launch>): Promise<number> {
  const start = performance.now();
  const browser = await open();
  const page = await browser.newPage();
  await page.setContent('<p>listo</p>');
  await browser.close();
  return performance.now() - start;
}

const launch: number[] = [];
const connect: number[] = [];
const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (let i = 0; i < runs; i++) {
  launch.push(
    await time(() => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })),
  );
  connect.push(await time(() => chromium.connect(server.wsEndpoint())));
}
await server.close();
console.log(
  JSON.stringify({
    runs,
    launchMs: Math.round(median(launch)),
    connectMs: Math.round(median(connect)),
  }),
);
