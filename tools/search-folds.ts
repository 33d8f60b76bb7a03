/**
 * `node tools/search-folds.ts [dist] [--asked=folds|all|none] [--set=<pattern>] [--out=<file>]`:
 * top-1 and top-3 of the player queries (content/search/player-queries.json) through the site's
 * own search (`runSearch` of src/lib/search/engine.ts, with the reader of
 * src/client/search/reader.ts) run in Node over the built Pagefind index of `dist` (default
 * `dist/`), with no browser and no rebuild: the same ranks as the search box, in a fraction of
 * the time. What the reader knows of the questions asked before (src/lib/search/asked-before.ts):
 * - `folds` (the default): each tuning set is scored by a reader whose questions leave that set
 *   out, so that it measures them as new questions (leave one set out); the held-out sets, which
 *   never ship, by the reader as the site builds it;
 * - `all`: the reader as the site builds it, for every set (what the search box does);
 * - `none`: no question asked before, for every set (the ranking alone).
 * `--set` keeps the sets whose names the pattern names whole (`tune21|tune22`); `--out` writes
 * each query's rank and first pages as JSON, for comparing two runs. It reports; it never fails
 * on a rate (the floors live in tests/e2e/search-players.test.ts).
 */
import './lib/json-modules.ts';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { QueryReader } from '../src/lib/search/engine.ts';
import type { PlayerQuery } from '../src/lib/search/player-queries.ts';
import { isTuningSet, setsNamed } from '../src/lib/search/query-sets.ts';
import { nodeSearch } from './lib/search-node.ts';
import { rankOf } from './lib/search-harness.ts';

const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist');
const asked = option('asked') ?? 'folds';
if (!['folds', 'all', 'none'].includes(asked)) {
  console.error(`--asked=${asked}: debe ser folds, all o none`);
  process.exit(2);
}
const site = await nodeSearch(dist);
const all = site.queries;
const named = option('set') ? setsNamed(option('set')) : () => true;
const queries = all.filter((query) => named(query.set));

/** The reader whose questions asked before leave out `set` (none for `none`). */
const readers = new Map<string, QueryReader>();
function readerFor(set: string): QueryReader {
  if (asked === 'all' || (asked === 'folds' && !isTuningSet(set))) return site.reader;
  const key = asked === 'none' ? '' : set;
  let found = readers.get(key);
  if (!found) {
    found = site.readerAsking(asked === 'none' ? [] : all.filter((query) => query.set !== set));
    readers.set(key, found);
  }
  return found;
}

/** Each query with its rank (0-based, −1 when not shown) and the pages shown. */
const results: (PlayerQuery & { rank: number; hits: string[] })[] = [];
for (const query of queries) {
  const outcome = await site.search(query.q, readerFor(query.set));
  const hits = (outcome?.hits ?? []).map((hit) => ({
    url: hit.url,
    anchors: hit.subResults.map((sub) => new URL(sub.url, 'http://sitio').hash.slice(1)),
  }));
  results.push({
    ...query,
    rank: rankOf(hits, query.expect),
    hits: hits.map((hit) => hit.url),
  });
}

const share = (list: typeof results, n: number) =>
  `${((100 * list.filter((r) => r.rank >= 0 && r.rank < n).length) / list.length).toFixed(1)} %`;
const row = (group: string, list: typeof results) => ({
  group,
  n: list.length,
  top1: share(list, 1),
  top3: share(list, 3),
  first: list.filter((r) => r.rank === 0).length,
  firstThree: list.filter((r) => r.rank >= 0 && r.rank < 3).length,
});
const sets = [...new Set(results.map((r) => r.set))];
const tuning = results.filter((r) => isTuningSet(r.set));
const heldOut = results.filter((r) => !isTuningSet(r.set));
console.table([
  ...sets.map((set) =>
    row(
      set,
      results.filter((r) => r.set === set),
    ),
  ),
  ...(tuning.length ? [row(`ajuste (${asked})`, tuning)] : []),
  ...(heldOut.length ? [row('apartadas', heldOut)] : []),
]);
const out = option('out');
if (out) writeFileSync(out, JSON.stringify(results));
