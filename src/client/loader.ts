/**
 * The search loader, inlined in every page by Search.astro (minified by esbuild at build time,
 * see src/client/inline-script.ts), so reading a rule makes no script request at all. The search
 * (`/assets/search.js`, with its CSS) is fetched on the first hover or focus of the search
 * button and opened by a click on it, "/" or Ctrl/⌘+K. The keys typed until its field shows are
 * kept for it (src/lib/search/typed-ahead.ts): on a slow network a fast typist's first letters
 * would otherwise fall on the page.
 */
import { opensSearch } from '../lib/slash-shortcut.ts';
import { KEPT_KEYS } from '../lib/search/typed-ahead.ts';
import { withBase } from '../lib/base-path.ts';

interface SearchModule {
  open(trigger: HTMLElement, typed: readonly string[]): Promise<void>;
  preload(): void;
}

const doc = document;
const button = doc.querySelector<HTMLButtonElement>('[data-search-open]')!;
button.hidden = false;

let search: Promise<SearchModule> | undefined;
const loadSearch = () =>
  (search ??= import(/* @vite-ignore */ withBase('/assets/search.js')) as Promise<SearchModule>);
/** The keys typed since the search was asked for, until it shows (or fails to load). */
let typed: string[] | undefined;
const openSearch = () => {
  const keys = (typed ??= []);
  void loadSearch()
    .then((module) => module.open(button, keys))
    .finally(() => typed === keys && (typed = undefined));
};
const preload = () => void loadSearch().then((module) => module.preload());

button.addEventListener('click', openSearch);
button.addEventListener('pointerenter', preload, { once: true });
button.addEventListener('focus', preload, { once: true });
doc.addEventListener('keydown', (event) => {
  if (typed && !event.ctrlKey && !event.metaKey && !event.altKey && KEPT_KEYS.test(event.key)) {
    event.preventDefault();
    typed.push(event.key);
    // Escape gives up the search: later keys are the page's again.
    if (event.key === 'Escape') typed = undefined;
    return;
  }
  if (!opensSearch(event as KeyboardEvent & { target: HTMLElement | null })) return;
  event.preventDefault();
  openSearch();
});
