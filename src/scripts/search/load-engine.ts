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
import type { PagefindApi } from '../../lib/search/pagefind-types.ts';
import type { SearchTerm } from '../../lib/search/term-match.ts';
import {
  indexVocabulary,
  type Vocabulary,
  type VocabularyIndex,
} from '../../lib/search/vocabulary.ts';

type PagefindModule = PagefindApi & {
  options(options: { noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
};

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

export const loadPagefind = once(async () => {
  const bundle = '/pagefind/pagefind.js';
  const module = (await import(/* @vite-ignore */ bundle)) as PagefindModule;
  await module.options({ noWorker: true });
  await module.init();
  return module as PagefindApi;
});

export const loadTerms = once(() => json<SearchTerm[]>('/search/terms.json'));

/** The vocabulary, indexed; undefined when it cannot be loaded (the search goes on without corrections). */
export const loadVocabulary = once(() =>
  json<Vocabulary>('/search/vocabulary.json').then(
    (vocabulary) => (vocabulary.words.length > 0 ? indexVocabulary(vocabulary) : undefined),
    (): VocabularyIndex | undefined => undefined,
  ),
);
