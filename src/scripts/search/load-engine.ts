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
import { pagefindFetch, type PagefindFetch } from '../../lib/search/pagefind-fetch.ts';
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
 * the meta and the WebAssembly it names. Here the entry is fetched beside `pagefind.js`, and the
 * meta and the wasm as soon as it names them, through the fetch seam (src/lib/search/pagefind-fetch.ts)
 * that also inflates them natively; Pagefind's own requests take those downloads. `?ts=` is
 * Pagefind's cache-busting tag, fixed for this page so both name the same entry.
 */
function prefetchPagefind(seam: PagefindFetch, tag: string): void {
  const entryUrl = `${PAGEFIND}pagefind-entry.json?ts=${tag}`;
  void seam
    .prefetch(entryUrl)
    .then((response) => response.json() as Promise<PagefindEntry>)
    .then((entry) => {
      const files = pagefindFiles(entry, document.documentElement.lang.toLowerCase());
      for (const file of files ? [files.meta, files.wasm] : []) seam.prefetch(`${PAGEFIND}${file}`);
    })
    .catch(() => undefined);
}
/** The fetch seam, installed once for the page (only the bundle's URLs go through it). */
let seam: PagefindFetch | undefined;
function installSeam(): PagefindFetch {
  if (!seam) {
    seam = pagefindFetch(new URL(PAGEFIND, location.href).href, fetch.bind(globalThis));
    globalThis.fetch = seam.fetch;
  }
  return seam;
}

/**
 * Pagefind's `search()` builds an `Intl.Segmenter(lang, { granularity: "grapheme" })` for every
 * query; the first one a page builds costs 30–50 ms (ICU's break rules load), measured in this
 * Chromium, the next ones < 0.2 ms. Built here while the search's files are on their way, the
 * first query does not wait for it.
 */
function warmUpSegmenter(): void {
  if (typeof Intl.Segmenter !== 'function') return;
  const warm = () => {
    const lang = document.documentElement.lang || 'es';
    for (const _ of new Intl.Segmenter(lang, { granularity: 'grapheme' }).segment('a'));
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 150 });
  else setTimeout(warm, 0);
}

export const loadPagefind = once(async () => {
  const tag = String(Date.now());
  prefetchPagefind(installSeam(), tag);
  const module = (await import(/* @vite-ignore */ `${PAGEFIND}pagefind.js`)) as PagefindModule;
  // Now, not before: until `pagefind.js` has run, the dialog is opening on this thread.
  warmUpSegmenter();
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
