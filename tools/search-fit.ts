/**
 * `node tools/search-fit.ts [dist]`: fits the weights with which the questions asked before
 * reorder a question's first pages (`ASKED_WEIGHTS`, src/lib/search/asked-before.ts) on the
 * tuning sets of content/search/player-queries.json, and says how well they carry over to
 * questions they were not fitted on. It prints the weights fitted on every tuning set, to copy
 * into `ASKED_WEIGHTS` after review, and, for the questions the weights reorder, the first one
 * and first three of the ranking alone, of the weights as shipped, and of weights fitted leaving
 * each set out in turn. It reports; it never fails on a rate (docs/decisions/asked-before.md).
 */
import './lib/json-modules.ts';
import path from 'node:path';
import type { PagefindData } from '../src/lib/search/pagefind-types.ts';
import type { Asked, Likely } from '../src/lib/search/asked-before.ts';
import type { QueryAnalysis } from '../src/lib/search/analyze.ts';
import { nodeSearch } from './lib/search-node.ts';
import { fitWeights, scoreWeights, type AskedCase } from './lib/asked-fit.ts';

const { ASKED_WEIGHTS, askedCandidates, askedLikely, askedQuery, askedStems, reorders } =
  await import('../src/lib/search/asked-before.ts');
const { pagePath } = await import('../src/lib/search/page-path.ts');
const { isTuningSet } = await import('../src/lib/search/query-sets.ts');

// 1. The site's search in Node, over the build.
const dist = path.resolve(process.argv[2] ?? 'dist');
const site = await nodeSearch(dist);
const tuning = site.queries.filter((query) => isTuningSet(query.set));

// 2. Each tuning question, searched by a reader that knows the other sets' questions and, in
//    place of reordering, records the pages the questions asked before would weigh.
interface Seen {
  ranked: string[];
  asked: readonly Asked[];
  nearest: string;
  likely: Likely;
}
const cases: AskedCase[] = [];
const { analyze, stem } = site.reader;
for (const set of new Set(tuning.map((query) => query.set))) {
  const index = site.askedIndexOf(site.queries.filter((query) => query.set !== set));
  const asking = site.readerOf(index);
  let seen: Seen | undefined;
  const recording = {
    ...asking,
    askedOrder: (
      ranked: readonly PagefindData[],
      asked: readonly Asked[],
      nearest: PagefindData | undefined,
      analysis: QueryAnalysis,
    ) => {
      if (nearest && reorders(askedQuery(ranked[0], analysis, stem, analyze)))
        seen = {
          ranked: ranked.map((page) => pagePath(page.url)),
          asked,
          nearest: pagePath(nearest.url),
          likely: askedLikely(index, askedStems(analysis, stem)),
        };
      return ranked;
    },
  };
  for (const query of tuning.filter((q) => q.set === set)) {
    seen = undefined;
    const outcome = await site.search(query.q, recording);
    if (!seen) continue;
    const { ranked, asked, nearest, likely } = seen as Seen;
    const candidates = askedCandidates(ranked, (page) => page, asked, nearest, likely);
    // The heading asked for must be listed under its page: Pagefind's or the nearest question's.
    const [want, anchor] = query.expect.split('#') as [string, string | undefined];
    const listed = (page: string) => [
      ...(outcome?.hits.find((hit) => hit.url === page)?.subResults ?? []).map((sub) =>
        new URL(sub.url, 'http://sitio').hash.slice(1),
      ),
      ...(page === nearest ? [new URL(asked[0]!.url, 'http://sitio').hash.slice(1)] : []),
    ];
    const answer = candidates.findIndex(
      ({ page }) => page === want && (anchor === undefined || listed(page).includes(anchor)),
    );
    cases.push({ set, candidates, answer });
  }
}

// 3. Weights fitted on every set, and each set ordered by weights fitted without it.
const fitted = fitWeights(cases);
const alone = scoreWeights(cases, {
  place: [4, 3, 2, 1, 0],
  below: -1,
  near: 0,
  nearest: 0,
  more: 0,
  likely: 0,
});
const shipped = scoreWeights(cases, ASKED_WEIGHTS);
const left = { first: 0, firstThree: 0 };
for (const set of new Set(cases.map((c) => c.set))) {
  const own = scoreWeights(
    cases.filter((c) => c.set === set),
    fitWeights(cases.filter((c) => c.set !== set)),
  );
  left.first += own.first;
  left.firstThree += own.firstThree;
}

// 4. The report.
console.log('Pesos ajustados con todas las series de ajuste:', JSON.stringify(fitted));
console.log('Pesos del sitio (ASKED_WEIGHTS):              ', JSON.stringify(ASKED_WEIGHTS));
console.table(
  [
    { orden: 'solo la búsqueda', ...alone },
    { orden: 'pesos del sitio', ...shipped },
    { orden: 'pesos ajustados con todas', ...scoreWeights(cases, fitted) },
    { orden: 'pesos ajustados sin la serie', ...left },
  ].map((row) => ({
    ...row,
    preguntas: cases.length,
    'con respuesta': cases.filter((c) => c.answer >= 0).length,
  })),
);
