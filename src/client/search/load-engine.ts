/**
 * What `runSearch` (src/lib/search/engine.ts) needs in the browser, loaded once from this site
 * and only when the reader asks for search:
 * - Pagefind (`/pagefind/pagefind.js`, its wasm and index chunks), started on preload, on the
 *   page's main thread: its web worker (`pagefind-worker.js`) is one more download and one more
 *   hop before the first result, and every `data()` a message round trip, while a search of
 *   this small index is quick wherever it runs;
 * - the glossary terms (`/search/terms.json`, a few KB), with it;
 * - what reads a player's query (`/assets/search-reader.js`), on the first query that is not a
 *   name of the glossary;
 * - the typo vocabulary (`/search/vocabulary.json`), with the reader's chunk, which holds the
 *   corrector, only when a query needs a correction.
 * A failed load is retried on the next call.
 */
import { pagefindFetch, type PagefindFetch } from '../../lib/search/pagefind-fetch.ts';
import { pagefindFiles, type PagefindEntry } from '../../lib/search/pagefind-files.ts';
import type { PagefindApi } from '../../lib/search/pagefind-types.ts';
import { termsFromRecords, type TermRecord } from '../../lib/search/term-records.ts';
import type { TypoFixer, Vocabulary } from '../../lib/search/vocabulary.ts';
import { withBase } from '../../lib/base-path.ts';
import type { QueryReader } from '../../lib/search/engine.ts';

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

/** Pagefind's entry as the build wrote it (src/integrations/client-assets.ts), or null. */
declare const __PAGEFIND_ENTRY__: PagefindEntry | null | undefined;

/**
 * Pagefind's `init()` downloads one after the other `pagefind.js`, `pagefind-entry.json`, then
 * the meta and the WebAssembly it names. Here all four start at once, through the fetch seam
 * (src/lib/search/pagefind-fetch.ts) that also inflates them natively, and Pagefind's own
 * requests take those downloads: the meta and wasm named by the entry this build wrote (baked
 * into this script), else by the entry fetched now. A stale name only loses the head start:
 * Pagefind asks for the file its entry names. `?ts=` is Pagefind's cache-busting tag, fixed for
 * this page so both requests name the same entry.
 */
function prefetchPagefind(seam: PagefindFetch, tag: string): void {
  const lang = document.documentElement.lang.toLowerCase();
  const prefetchFiles = (entry: PagefindEntry) => {
    const files = pagefindFiles(entry, lang);
    for (const file of files ? [files.meta, files.wasm] : [])
      void seam.prefetch(`${PAGEFIND}${file}`).catch(() => undefined);
  };
  const entry = seam.prefetch(`${PAGEFIND}pagefind-entry.json?ts=${tag}`);
  entry.catch(() => undefined);
  if (typeof __PAGEFIND_ENTRY__ === 'object' && __PAGEFIND_ENTRY__)
    prefetchFiles(__PAGEFIND_ENTRY__);
  else
    void entry
      .then((response) => response.json() as Promise<PagefindEntry>)
      .then(prefetchFiles, () => undefined);
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
 * query; the first one a page builds is slow (ICU's break rules load), the next ones are not
 * (docs/figures.md). Built here while the search's files are on their way, the first query does
 * not wait for it.
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

/**
 * Pagefind's `init()` returns before its WebAssembly is ready, and a search asked for meanwhile
 * waits in steps of 50 ms (`getPtr()`: `while (this.raw_ptr === null) { … await asyncSleep(50); }`).
 * This resolves once Pagefind's module is instantiated and one task has passed: by then the
 * promises after it have run and Pagefind has read its meta (`raw_ptr` is set), so the first
 * search starts at once. It watches the next `WebAssembly.instantiate` only, Pagefind's, and
 * gives up after GIVE_UP ms (Pagefind's own wait still works then).
 */
const GIVE_UP = 3000;
function pagefindReady(): Promise<void> {
  const original = WebAssembly.instantiate;
  return new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    const timer = setTimeout(() => {
      WebAssembly.instantiate = original;
      resolve();
    }, GIVE_UP);
    WebAssembly.instantiate = function (this: unknown, ...args: unknown[]) {
      WebAssembly.instantiate = original;
      clearTimeout(timer);
      const result = (original as (...args: unknown[]) => Promise<unknown>).apply(
        WebAssembly,
        args,
      );
      result.then(done, done);
      return result;
    } as typeof WebAssembly.instantiate;
  });
}

export const loadPagefind = once(async () => {
  const tag = String(Date.now());
  prefetchPagefind(installSeam(), tag);
  const ready = pagefindReady();
  const module = (await import(/* @vite-ignore */ `${PAGEFIND}pagefind.js`)) as PagefindModule;
  // Now, not before: until `pagefind.js` has run, the dialog is opening on this thread.
  warmUpSegmenter();
  // Results as site paths, like the glossary terms' URLs; the links printed add the base (BASE_PATH).
  await module.options({ baseUrl: '/', noWorker: true, metaCacheTag: tag });
  await module.init();
  await ready;
  return module as PagefindApi;
});

export const loadTerms = once(() =>
  json<TermRecord[]>(withBase('/search/terms.json')).then(termsFromRecords),
);

/**
 * The typo corrector: the vocabulary and the reader's chunk, which holds the corrector; undefined
 * when either cannot be loaded (the search goes on without corrections).
 */
export const loadTypos = once(() =>
  Promise.all([json<Vocabulary>(withBase('/search/vocabulary.json')), loadReader()]).then(
    ([vocabulary, reader]) => reader?.typoFixer(vocabulary),
    (): TypoFixer | undefined => undefined,
  ),
);

/** The query reader; undefined when it cannot be loaded (the search goes on with the query as typed). */
export const loadReader = once(() =>
  (
    import(/* @vite-ignore */ withBase('/assets/search-reader.js')) as Promise<{
      reader: QueryReader;
    }>
  ).then(
    (module) => module.reader,
    (): QueryReader | undefined => undefined,
  ),
);
