/**
 * What `npm run bench -- --search` and `scripts/search-profile.ts` do inside the page to time a
 * search the same way: mark the key press or click, type the query the moment the dialog opens,
 * and note when its results are shown.
 */
import type { Page } from 'playwright-core';

/**
 * In the page: arms a watcher that types `query` into the dialog the moment it opens (one input
 * event, as a paste) and records when its results are shown, in `window.benchShown`. Typing from
 * inside the page, rather than by two more round trips through the DevTools protocol once the
 * dialog is open, keeps the harness's own latency (30–80 ms on a loaded machine) out of the figure.
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
