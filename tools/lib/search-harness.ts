/**
 * What `npm run bench -- --search` and `tools/search-profile.ts` do inside the page to time a
 * search the same way: mark the key press or click, type the query the moment the dialog opens,
 * and note when its results are shown. And `searchAll`, many queries through the site's own
 * search box (the search-quality test, the scale bench's check of a large site).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * In the page: arms a watcher that types `query` into the dialog the moment it opens (one input
 * event, as a paste) and records when its results are shown, in `window.benchShown`. Typing from
 * inside the page, rather than by two more round trips through the DevTools protocol once the
 * dialog is open, keeps the harness's own latency out of the figure (docs/figures.md).
 */
export const typeOnOpen = (page: Page, query: string) =>
  page.evaluate((query) => {
    const dialog = document.querySelector<HTMLDialogElement>('#search-dialog')!;
    (window as unknown as { benchShown: Promise<number> }).benchShown = new Promise<number>(
      (resolve) => {
        let typed = false;
        const check = () => {
          if (dialog.open && !typed) {
            typed = true;
            const input = dialog.querySelector<HTMLInputElement>('#search-input')!;
            input.value = query;
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }
          if (
            dialog.dataset['query'] === query &&
            dialog.dataset['state'] === 'done' &&
            dialog.querySelector('.search-results a')
          ) {
            observer.disconnect();
            resolve(performance.now());
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(dialog, { attributes: true, childList: true, subtree: true });
      },
    );
  }, query);
export const shownTime = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchShown: Promise<number> }).benchShown);

/** In the page: the time of the next keydown or click, as the page saw it. */
export const armStart = (page: Page) =>
  page.evaluate(() => {
    const record = (event: Event) =>
      performance.mark('bench:start', { startTime: event.timeStamp });
    addEventListener('keydown', record, { capture: true, once: true });
    addEventListener('click', record, { capture: true, once: true });
  });
/** The time `armStart` recorded. */
export const startMark = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('bench:start')[0]!.startTime);

/** One result of the search dialog: the page's path and the anchors of its sub-results. */
export interface Hit {
  url: string;
  anchors: string[];
}

/**
 * Rank (0-based) of the expected page or ruling among the hits, or -1: `/page/`, `/page/#anchor`,
 * or `#anchor` (a ruling shown on several pages).
 */
export function rankOf(hits: readonly Hit[], expected: string): number {
  const [path, anchor] = expected.split('#') as [string, string | undefined];
  return hits.findIndex(
    (hit) => (!path || hit.url === path) && (anchor === undefined || hit.anchors.includes(anchor)),
  );
}

/**
 * Opens the header's search dialog on `page` and enters each query as typing does (the field's
 * text and an `input` event, what the search listens to), one after another, each read once the
 * dialog says it is done: the hits of each query, in order. The whole list in one call into the
 * page: one round trip to the page per query (fill, wait, read) cost more than most searches,
 * for the same ranks (docs/figures.md).
 */
export async function searchAll(page: Page, queries: readonly string[]): Promise<Hit[][]> {
  await page.click('.site-header [data-search-open]');
  await page.locator('#search-dialog[open] #search-input').waitFor({ state: 'visible' });
  return page.evaluate(async (terms) => {
    const dialog = document.querySelector<HTMLElement>('#search-dialog')!;
    const field = dialog.querySelector<HTMLInputElement>('#search-input')!;
    const done = (term: string) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (dialog.dataset['query'] !== term || dialog.dataset['state'] !== 'done') return false;
          observer.disconnect();
          resolve();
          return true;
        };
        const observer = new MutationObserver(check);
        observer.observe(dialog, { attributes: true });
        check();
      });
    const out: { url: string; anchors: string[] }[][] = [];
    for (const term of terms) {
      dialog.dataset['query'] = '\u0000';
      field.value = term;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await done(term);
      out.push(
        [...dialog.querySelectorAll('.search-hit')].map((item) => ({
          url: new URL(item.querySelector('a')!.href).pathname,
          anchors: [...item.querySelectorAll<HTMLAnchorElement>('.search-sub__link')].map((a) =>
            new URL(a.href).hash.slice(1),
          ),
        })),
      );
    }
    return out;
  }, queries);
}

/** A query of a query set (`tests/e2e/search-queries*.json`). */
export interface SearchQuery {
  q: string;
  kind: string;
  /** `/page/`, `/page/#anchor`, or `#anchor` (a ruling shown on several pages). */
  expect: string;
  /** The set it belongs to (`tune`, `heldout`, `fresh`), where the file says. */
  set?: string;
}

/** The queries of a query-set file. */
export function readQueries(file: string | URL): SearchQuery[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: SearchQuery[] }).queries;
}

/** One query through the search box: its hits and the rank of what it must find (-1: none). */
export interface Ranked {
  query: SearchQuery;
  rank: number;
  hits: Hit[];
}

/** Every query through the site's search box on `page` (`searchAll`), each with its rank. */
export async function rankQueries(page: Page, queries: readonly SearchQuery[]): Promise<Ranked[]> {
  const found = await searchAll(
    page,
    queries.map((query) => query.q),
  );
  return queries.map((query, i) => ({
    query,
    rank: rankOf(found[i]!, query.expect),
    hits: found[i]!,
  }));
}

/** The share (0–1) of `results` whose page or ruling is among the first `n` hits. */
export const topShare = (results: readonly Ranked[], n: number) =>
  results.filter((r) => r.rank >= 0 && r.rank < n).length / results.length;

/** A query not found first, as one line: `«q» → expected (puesto N); primero: url`. */
export const missLine = (r: Ranked) =>
  `«${r.query.q}» → ${r.query.expect} (puesto ${r.rank < 0 ? '—' : r.rank + 1}); primero: ${r.hits[0]?.url ?? 'nada'}`;
