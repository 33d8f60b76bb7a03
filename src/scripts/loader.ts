/**
 * The only JavaScript a page runs before the reader asks for something: inlined in every page by
 * Search.astro (minified by esbuild at build time, see src/lib/inline-script.ts), so reading a
 * rule makes no script request at all. It loads, on demand, from this site:
 * - the search (`/assets/search.js`, with its CSS): fetched on the first hover or focus of the
 *   search button, opened by a click on it, "/" or Ctrl/⌘+K;
 * - the page script (`/assets/page.js`: copy link/citation, term previews, highlight of the
 *   searched words): on the first pointer or focus event, or at once when arriving from a
 *   search result. Events that arrive before it has loaded are replayed once it has.
 */
import { opensSearch } from '../lib/slash-shortcut.ts';

interface SearchModule {
  open(trigger: HTMLElement): void;
  preload(): void;
}

const doc = document;
const button = doc.querySelector<HTMLButtonElement>('[data-search-open]')!;
button.hidden = false;

let search: Promise<SearchModule> | undefined;
const loadSearch = () => (search ??= import(/* @vite-ignore */ '/assets/search.js' as string) as Promise<SearchModule>);
const openSearch = () => void loadSearch().then((module) => module.open(button));
const preload = () => void loadSearch().then((module) => module.preload());

button.addEventListener('click', openSearch);
button.addEventListener('pointerenter', preload, { once: true });
button.addEventListener('focus', preload, { once: true });
doc.addEventListener('keydown', (event) => {
  if (!opensSearch(event as KeyboardEvent & { target: HTMLElement | null })) return;
  event.preventDefault();
  openSearch();
});

// The page script. Until it has run, the events it listens to are kept and replayed.
let page: Promise<unknown> | undefined;
let ready = false;
// If it cannot load (offline and not stored), the held events go on without it.
const loadPage = () =>
  (page ??= import(/* @vite-ignore */ '/assets/page.js' as string)
    .catch(() => undefined)
    .then(() => {
      ready = true;
    }));
const share = '[data-share-action]';
// The copy buttons (hidden without JavaScript) show once the page below the header is parsed.
doc.addEventListener('DOMContentLoaded', () => {
  for (const group of doc.querySelectorAll<HTMLElement>('.share[hidden]')) group.hidden = false;
});
for (const type of ['pointerover', 'pointerdown', 'focusin', 'click']) {
  doc.addEventListener(
    type,
    (event) => {
      if (ready || (event as { replayed?: boolean }).replayed) return;
      const target = event.target as HTMLElement;
      // A copy button or a cross-link clicked before the script is there waits for it.
      const held = type === 'click' && target.closest?.<HTMLElement>(`${share}, main a[href^="/"]`);
      if (held) event.preventDefault();
      void loadPage().then(() => {
        if (held) return held.click();
        const copy = new (event.constructor as typeof Event)(type, event);
        Object.assign(copy, { replayed: true });
        target.dispatchEvent(copy);
      });
    },
    { capture: true },
  );
}
if (/[?&]pagefind-highlight=/.test(location.search)) void loadPage();
