/**
 * What `runSearch` (src/lib/search/engine.ts) needs in the browser, loaded once from this site:
 * the Pagefind API the Component UI instance already loaded (so the index is fetched once) and
 * the vocabulary of typo corrections and glossary terms written by the index build.
 */
import type { PagefindApi } from '../../lib/search/pagefind-types.ts';
import type { SearchTerm } from '../../lib/search/term-match.ts';
import { indexVocabulary, type VocabularyIndex } from '../../lib/search/vocabulary.ts';
import type { ComponentInstance } from './component-ui.ts';

export interface LoadedEngine {
  pagefind: PagefindApi;
  terms: SearchTerm[];
  vocabulary: VocabularyIndex | undefined;
}

let loaded: Promise<LoadedEngine> | undefined;

/** The instance's Pagefind; its own module when the instance does not expose one. */
async function pagefindOf(instance: ComponentInstance): Promise<PagefindApi> {
  await instance.triggerLoad();
  if (instance.__pagefind__) return instance.__pagefind__;
  const bundle = '/pagefind/pagefind.js';
  const module = (await import(/* @vite-ignore */ bundle)) as PagefindApi & { init?: () => Promise<void> };
  await module.init?.();
  return module;
}

async function vocabulary(): Promise<{ words: string[]; terms: SearchTerm[] }> {
  try {
    const response = await fetch('/search/vocabulary.json');
    return response.ok ? ((await response.json()) as { words: string[]; terms: SearchTerm[] }) : { words: [], terms: [] };
  } catch {
    return { words: [], terms: [] };
  }
}

/** Pagefind and the vocabulary, loaded once per page; a failed load is retried next time. */
export function loadEngine(instance: ComponentInstance): Promise<LoadedEngine> {
  loaded ??= Promise.all([pagefindOf(instance), vocabulary()]).then(([pagefind, data]) => ({
    pagefind,
    terms: data.terms,
    vocabulary: data.words.length > 0 ? indexVocabulary(data) : undefined,
  }));
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
