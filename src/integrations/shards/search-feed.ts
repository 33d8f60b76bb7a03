/**
 * The pages of a build, handed to the search index (src/integrations/search/index-pages.ts) in one fixed order,
 * each as soon as it and every page before it are written. The order: the rule pages in
 * `ruleFeedOrder` (src/integrations/shards/build-shard.ts), then every other page by address. It depends on the
 * pages only, never on how the build was split, so one build and a build in shards give the same
 * index; and a shard's rule pages are a run of it, so in a build in shards the index takes each
 * shard's pages while the next shard builds, instead of every page after the last one (at 5,045
 * pages, Pagefind's `addHTMLFile` for every page is ~10 s of its ~17).
 */
import { ruleFeedOrder } from './build-shard.ts';
import type { SitePageFile } from '../site-files.ts';

export interface SearchFeed {
  /** Pages whose files are written, in any order (a page given twice keeps its first file). */
  ready(pages: readonly SitePageFile[]): void;
  /** Every page is written (in a build in shards, still in the shards' own folders). */
  done(): void;
  /** The whole site is in its output folder, where the index writes its bundle. */
  written(): void;
  /** The build failed: the pages, and `siteWritten`, end with this error. */
  fail(error: Error): void;
  /** The pages in the feed's order, each once it and every page before it are ready. */
  pages(): AsyncIterable<SitePageFile>;
  /** Resolves on `written`, rejects on `fail`. */
  siteWritten: Promise<void>;
}

/** `ruleNames`: the rule pages' file names (`trabado` for `/reglas/trabado/`). One reader only. */
export function createSearchFeed(ruleNames: Iterable<string>): SearchFeed {
  const ruleUrls = ruleFeedOrder(ruleNames).map((name) => `/reglas/${name}/`);
  const isRule = new Set(ruleUrls);
  const files = new Map<string, string>();
  let finished = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const poke = () => {
    wake?.();
    wake = undefined;
  };
  const changed = () => new Promise<void>((resolve) => (wake = resolve));
  const settled = () => finished || failure !== undefined;
  const site = Promise.withResolvers<void>();
  site.promise.catch(() => {}); // a failure may come before the index waits on it
  return {
    siteWritten: site.promise,
    ready(pages) {
      for (const { url, file } of pages) if (!files.has(url)) files.set(url, file);
      poke();
    },
    done() {
      finished = true;
      poke();
    },
    written() {
      site.resolve();
    },
    fail(error) {
      failure = error;
      site.reject(error);
      poke();
    },
    async *pages() {
      for (const url of ruleUrls) {
        while (!files.has(url) && !settled()) await changed();
        if (failure) throw failure;
        const file = files.get(url);
        // A rule page its shard did not write is not indexed: the build in shards fails on it.
        if (file !== undefined) yield { url, file };
      }
      while (!settled()) await changed();
      if (failure) throw failure;
      const others = [...files.keys()].filter((url) => !isRule.has(url));
      for (const url of others.sort((a, b) => a.localeCompare(b)))
        yield { url, file: files.get(url)! };
    },
  };
}
