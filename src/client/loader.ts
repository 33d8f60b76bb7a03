/**
 * The search loader, inlined in every page by Search.astro (minified by esbuild at build time,
 * see src/client/inline-script.ts), so reading a rule makes no script request at all. The search
 * (`/assets/search.js`, with its CSS) is fetched on the first hover or focus of the search
 * button and opened by a click on it, "/" or Ctrl/⌘+K.
 */
import { opensSearch } from '../lib/slash-shortcut.ts';
import { withBase } from '../lib/base-path.ts';

interface SearchModule {
  open(trigger: HTMLElement): void;
  preload(): void;
}

const doc = document;
const button = doc.querySelector<HTMLButtonElement>('[data-search-open]')!;
button.hidden = false;

let search: Promise<SearchModule> | undefined;
const loadSearch = () =>
  (search ??= import(/* @vite-ignore */ withBase('/assets/search.js')) as Promise<SearchModule>);
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
