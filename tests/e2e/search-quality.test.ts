/**
 * Search quality: every query of `search-queries.json` entered in the site's search box (its text
 * and the `input` event typing sends, in the header's dialog of the built site, which runs the
 * engine readers use, `src/lib/search/engine.ts`, with the typo vocabulary loaded only when a
 * query needs it), with the rank of the page or ruling it must find. Reports top-1 and top-3 by
 * kind of query and fails below the floors measured when the suite was written.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { missLine, rankQueries, readQueries, topShare } from '../../tools/lib/search-harness.ts';

const queries = readQueries(new URL('./search-queries.json', import.meta.url));

/** Floors (fractions) under which the suite fails, a little under the rates measured when it was written (docs/figures.md). */
const FLOOR = { top1: 0.97, top3: 0.99 };

const browser = useBrowser();

describe('calidad de la búsqueda', () => {
  it(
    `${queries.length} consultas: top-1 ≥ ${FLOOR.top1 * 100} %, top-3 ≥ ${FLOOR.top3 * 100} %`,
    { timeout: 120_000 },
    async () => {
      expect(queries.length).toBeGreaterThanOrEqual(150);
      const page = await browser.open('/');
      const results = await rankQueries(page, queries);

      const kinds = [...new Set(queries.map((query) => query.kind))];
      const rows = [...kinds, 'total'].map((kind) => {
        const list = kind === 'total' ? results : results.filter((r) => r.query.kind === kind);
        return {
          kind,
          n: list.length,
          top1: `${(topShare(list, 1) * 100).toFixed(1)} %`,
          top3: `${(topShare(list, 3) * 100).toFixed(1)} %`,
        };
      });
      console.table(rows);
      const misses = results.filter((r) => r.rank !== 0);
      // «no primero», not ✗: `npm test` marks a failed test with ✗ at the end of its output.
      for (const miss of misses) console.log(`no primero: [${miss.query.kind}] ${missLine(miss)}`);
      expect(topShare(results, 1)).toBeGreaterThanOrEqual(FLOOR.top1);
      expect(topShare(results, 3)).toBeGreaterThanOrEqual(FLOOR.top3);
    },
  );
});
