/**
 * How the wiki build turns a revision into mdast and a page into MDX text: the two expensive
 * steps, injected into `buildFromRevisions` (build-from-revisions.ts). The build of the site
 * gives it the incremental cache on disk with its worker threads (cache.ts); a test, the
 * single-page check or the fuzzer give it `memoryConverter()`: the same conversion, in memory.
 */
import type { Root } from 'mdast';
import type { Problem } from '../shared/problem.ts';
import type { Revision } from './parse/split-dump.ts';
import { convertPage, type ConvertedPage } from './transform/convert-page.ts';

/** A page's MDX to render: its frontmatter and its tree after linking. */
export interface EmitJob {
  frontmatter: Record<string, unknown>;
  tree: Root;
}

export interface PageConverter {
  /**
   * Makes ahead, all at once, the conversions `convert` is asked for next (the cache: those
   * not stored yet, on worker threads). Converting without it gives the same pages.
   */
  prefill(revisions: readonly Revision[]): Promise<void>;
  /** A revision's conversion; its warnings are added to `warnings`. */
  convert(revision: Revision, warnings: Problem[]): ConvertedPage;
  /** The same as `prefill` for the MDX of the given pages, before `emit` is called with them. */
  prefillEmit(pages: readonly EmitJob[]): Promise<void>;
  /** The page's MDX text: `render()`, or what an earlier build stored for the same input. */
  emit(
    title: string,
    frontmatter: Record<string, unknown>,
    tree: Root,
    render: () => string,
  ): string;
}

/**
 * Every revision converted and every page rendered when asked, in this thread, nothing kept:
 * what a clean build does. `budgetMs`: each page's time budget (`convertPage`'s default).
 */
export function memoryConverter(budgetMs?: number): PageConverter {
  return {
    async prefill() {},
    async prefillEmit() {},
    convert: (revision, warnings) => convertPage(revision, warnings, budgetMs),
    emit: (_title, _frontmatter, _tree, render) => render(),
  };
}
