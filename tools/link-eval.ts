/**
 * `node tools/link-eval.ts [--set=tune] [--misses]`: how many of the labelled wiki links
 * (tests/wiki/link-cases.json) land where they should, per set, through the content stage's own
 * resolver (tools/lib/link-eval.ts). `--misses` lists the cases missed, of the set chosen by
 * `--set` only (default `tune`), so that tuning never reads the held-out cases. It reports; the
 * floors live in tests/wiki/link-cases.test.ts.
 */
import { readLinkCases, scoreCases, siteLinks } from './lib/link-eval.ts';

const onlySet = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length);
const cases = readLinkCases().filter((c) => !onlySet || c.set === onlySet);
const scores = scoreCases(cases, await siteLinks());
console.table(
  [...scores.values()].map(({ set, n, right }) => ({
    set,
    n,
    right,
    rate: `${((100 * right) / n).toFixed(1)} %`,
  })),
);
if (process.argv.includes('--misses')) {
  for (const { linkCase, outcome } of scores.get(onlySet ?? 'tune')?.misses ?? []) {
    const want = 'url' in linkCase.expect ? linkCase.expect.url : linkCase.expect.kind;
    const got = outcome.term ? `término ${outcome.url}` : outcome.url;
    console.log(`[${linkCase.page}] [[${linkCase.name}]] → ${got}; se espera ${want}`);
  }
}
