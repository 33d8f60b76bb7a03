/**
 * `node tools/search-eval.ts [dist] [queries.json…]`: top-1 and top-3 of query sets through the
 * built site's own search box, by set (`tune`, `heldout`, `heldout2`, …) and by kind. Defaults: `dist/` and the
 * player queries (content/search/player-queries.json). It reports; it never fails on a rate
 * (the floors live in tests/e2e/search-quality.test.ts). `--misses` lists every query not first;
 * `--set=tune` keeps one set only, so that tuning never reads the held-out queries.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, exitWithoutChromium } from '../scripts/lib/chromium.ts';
import { missLine, rankQueries, readQueries, topShare, type Ranked } from './lib/search-harness.ts';
import { freePort, serverUrl, startServer } from '../scripts/serve.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dist = path.resolve(args[0] ?? path.join(root, 'dist'));
const files =
  args.length > 1 ? args.slice(1) : [path.join(root, 'content/search/player-queries.json')];
const onlySet = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length);
const queries = files
  .flatMap((file) => readQueries(file))
  .filter((query) => !onlySet || query.set === onlySet);

exitWithoutChromium('La evaluación de la búsqueda');
const server = await startServer(dist, (await freePort(4400)) ?? 4400);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(serverUrl(server));
  const results = await rankQueries(page, queries);
  const rate = (list: Ranked[], n: number) =>
    list.length === 0 ? '—' : `${(100 * topShare(list, n)).toFixed(1)} %`;
  const groups = new Map<string, typeof results>();
  for (const result of results) {
    for (const key of [
      `${result.query.set ?? 'todas'} · total`,
      `${result.query.set ?? 'todas'} · ${result.query.kind}`,
    ])
      groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  console.table(
    [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, list]) => ({
        group,
        n: list.length,
        top1: rate(list, 1),
        top3: rate(list, 3),
      })),
  );
  if (process.argv.includes('--misses'))
    for (const r of results.filter((r) => r.rank !== 0))
      console.log(`[${r.query.set ?? ''}/${r.query.kind}] ${missLine(r)}`);
} finally {
  await browser.close();
  server.close();
}
