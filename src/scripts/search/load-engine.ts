/**
 * What `runSearch` (src/lib/search/engine.ts) needs in the browser, loaded once from this site
 * and only when the reader asks for search:
 * - Pagefind (`/pagefind/pagefind.js`, its wasm and index chunks), started on preload;
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
import { withBase } from '../../lib/base-path.ts';

type PagefindModule = PagefindApi & {
  init(): Promise<void>;
  options(options: { baseUrl?: string }): Promise<void>;
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
  const bundle = withBase('/pagefind/pagefind.js');
  const module = (await import(/* @vite-ignore */ bundle)) as PagefindModule;
  // Results as site paths, like the glossary terms' URLs; the links printed add the base (BASE_PATH).
  await module.options({ baseUrl: '/' });
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
