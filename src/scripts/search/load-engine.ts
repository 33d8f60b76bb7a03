/**
 * What `runSearch` (src/lib/search/engine.ts) needs in the browser, loaded once from this site
 * and only when the reader asks for search:
 * - Pagefind (`/pagefind/pagefind.js`, its wasm and index chunks), started on preload, on the
 *   page's main thread: its web worker (`pagefind-worker.js`, 12 KB gzip) is one more download
 *   and one more hop before the first result, and every `data()` a message round trip; the
 *   search of this small index takes a few milliseconds wherever it runs (README, Search);
 * - the glossary terms (`/search/terms.json`, a few KB), with it;
 * - the typo vocabulary (`/search/vocabulary.json`), only when a query needs a correction.
 * A failed load is retried on the next call.
 */
import { pagefindFiles, type PagefindEntry } from '../../lib/search/pagefind-files.ts';
import type { PagefindApi } from '../../lib/search/pagefind-types.ts';
import type { SearchTerm } from '../../lib/search/term-match.ts';
import {
  indexVocabulary,
  type Vocabulary,
  type VocabularyIndex,
} from '../../lib/search/vocabulary.ts';
import { withBase } from '../../lib/base-path.ts';

type PagefindModule = PagefindApi & {
  options(options: { baseUrl?: string; noWorker?: boolean; metaCacheTag?: string }): Promise<void>;
  init(): Promise<void>;
};

/** Where the Pagefind bundle is served (inside BASE_PATH). */
const PAGEFIND = withBase('/pagefind/');

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Pagefind's `init()` downloads one after the other `pagefind.js`, `pagefind-entry.json`, then
 * the meta and the WebAssembly it names: read the entry here, beside `pagefind.js`, and
 * preload those two, so they are on their way (or here) when Pagefind asks for them. Pagefind
 * fetches the entry again (177 bytes); `?ts=` is its own cache-busting tag, fixed for this page
 * so both requests name the same file. A failure here only loses the head start.
 */
function preloadPagefind(tag: string): void {
  void json<PagefindEntry>(`${PAGEFIND}pagefind-entry.json?ts=${tag}`)
    .then((entry) => {
      const files = pagefindFiles(entry, document.documentElement.lang.toLowerCase());
      for (const file of files ? [files.meta, files.wasm] : []) {
        // `as="fetch"` with CORS: the request Pagefind's own fetch() makes, so it takes this one.
        const link = Object.assign(document.createElement('link'), {
          rel: 'preload',
          as: 'fetch',
          crossOrigin: 'anonymous',
          href: `${PAGEFIND}${file}`,
        });
        document.head.append(link);
      }
    })
    .catch(() => undefined);
}

export const loadPagefind = once(async () => {
  const tag = String(Date.now());
  preloadPagefind(tag);
  const module = (await import(/* @vite-ignore */ `${PAGEFIND}pagefind.js`)) as PagefindModule;
  // Results as site paths, like the glossary terms' URLs; the links printed add the base (BASE_PATH).
  await module.options({ baseUrl: '/', noWorker: true, metaCacheTag: tag });
  await module.init();
  return module as PagefindApi;
});

export const loadTerms = once(() => json<SearchTerm[]>(withBase('/search/terms.json')));

/** The vocabulary, indexed; undefined when it cannot be loaded (the search goes on without corrections). */
export const loadVocabulary = once(() =>
  json<Vocabulary>(withBase('/search/vocabulary.json')).then(
    (vocabulary) => (vocabulary.words.length > 0 ? indexVocabulary(vocabulary) : undefined),
    (): VocabularyIndex | undefined => undefined,
  ),
);
