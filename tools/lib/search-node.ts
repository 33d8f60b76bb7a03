/**
 * The site's own search run in Node over a built Pagefind index, for the tools that measure it
 * on many queries (`tools/search-folds.ts`, `tools/search-fit.ts`): the engine of
 * src/lib/search/engine.ts with the reader of src/client/search/reader.ts, the same ranks as the
 * search box with no browser and no rebuild. Import `./json-modules.ts` first: the site's modules
 * import JSON as Vite does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PagefindApi } from '../../src/lib/search/pagefind-types.ts';
import type { TermRecord } from '../../src/lib/search/term-records.ts';
import type { QueryReader, SearchOutcome } from '../../src/lib/search/engine.ts';
import type { PlayerQuery } from '../../src/lib/search/player-queries.ts';
import type { AskedIndex } from '../../src/lib/search/asked-before.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** What a tool needs: the player queries, the reader as built, one that knows other questions, a search. */
export interface NodeSearch {
  /** Every player query (content/search/player-queries.json). */
  queries: PlayerQuery[];
  /** The reader as the site builds it. */
  reader: QueryReader;
  /** The questions asked before of `queries`' tuning sets, read as the reader reads them. */
  askedIndexOf(queries: readonly PlayerQuery[]): AskedIndex;
  /** A reader whose questions asked before are those of `queries` (none: the ranking alone). */
  readerAsking(queries: readonly PlayerQuery[]): QueryReader;
  /** A reader whose questions asked before are those of `index`. */
  readerOf(index: AskedIndex): QueryReader;
  /** The site's search of `query` with `reader`. */
  search(query: string, reader: QueryReader): Promise<SearchOutcome | null>;
}

/** Loads the site's search over the build in `dist`, or says in one line why it cannot. */
export async function nodeSearch(dist: string): Promise<NodeSearch> {
  if (!existsSync(path.join(dist, 'pagefind/pagefind.js'))) {
    console.error(`${dist}: no hay un sitio construido con su índice (npm run build -- --local)`);
    process.exit(2);
  }
  const { runSearch } = await import('../../src/lib/search/engine.ts');
  const { termsFromRecords } = await import('../../src/lib/search/term-records.ts');
  const { reader, readerAsking } = await import('../../src/client/search/reader.ts');
  const { askedIndex } = await import('../../src/lib/search/asked-before.ts');
  const { playerQueriesSchema } = await import('../../src/lib/search/player-queries.ts');
  const { pagefindFetch } = await import('../../src/lib/search/pagefind-fetch.ts');

  // Pagefind asks for its files with `fetch`: here they are files of the build, through the same
  // seam as in the browser, which inflates them natively (src/lib/search/pagefind-fetch.ts).
  const siteFetch = globalThis.fetch;
  const fileFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return siteFetch(input, init);
    return new Response(readFileSync(new URL(url)));
  }) as typeof fetch;
  const bundle = pathToFileURL(path.join(dist, 'pagefind/')).href;
  globalThis.fetch = pagefindFetch(bundle, fileFetch).fetch;
  const pagefind = (await import(`${bundle}pagefind.js`)) as PagefindApi & {
    options(options: { basePath: string; baseUrl: string; noWorker: boolean }): Promise<void>;
    init(): Promise<void>;
  };
  await pagefind.options({ basePath: bundle, baseUrl: '/', noWorker: true });
  await pagefind.init();
  const readJson = <T>(file: string) =>
    JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as T;
  const terms = termsFromRecords(readJson<TermRecord[]>('search/terms.json'));
  const typos = reader.typoFixer(readJson('search/vocabulary.json'));
  const file = path.join(root, 'content/search/player-queries.json');
  const queries = playerQueriesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).queries;

  const askedIndexOf = (asked: readonly PlayerQuery[]) =>
    askedIndex(asked, reader.analyze, reader.stem);
  return {
    queries,
    reader,
    askedIndexOf,
    readerAsking: (asked) => readerAsking(askedIndexOf(asked)),
    readerOf: readerAsking,
    search: (query, own) =>
      runSearch(query, {
        pagefind,
        terms,
        loadReader: async () => own,
        loadTypos: async () => typos,
      }),
  };
}
