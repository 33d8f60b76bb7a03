/**
 * The search dialog's behaviour, over `runSearch` (src/lib/search/engine.ts). Pagefind and the
 * vocabulary load on first open, from this site only.
 */
import { runSearch, type SearchOutcome } from '../lib/search/engine.ts';
import type { PagefindApi } from '../lib/search/pagefind-types.ts';
import type { SearchTerm } from '../lib/search/term-match.ts';
import { indexVocabulary, type VocabularyIndex } from '../lib/search/vocabulary.ts';

interface Engine {
  pagefind: PagefindApi;
  terms: SearchTerm[];
  vocabulary: VocabularyIndex | undefined;
}

let engine: Promise<Engine> | undefined;

/** Pagefind and the vocabulary, loaded once. */
function loadEngine(): Promise<Engine> {
  engine ??= (async () => {
    const bundle = '/pagefind/pagefind.js';
    const [pagefind, data] = await Promise.all([
      import(/* @vite-ignore */ bundle) as Promise<PagefindApi & { init?: () => Promise<void> }>,
      fetch('/search/vocabulary.json')
        .then((response) => (response.ok ? response.json() : { words: [], terms: [] }))
        .catch(() => ({ words: [], terms: [] })) as Promise<{ words: string[]; terms: SearchTerm[] }>,
    ]);
    await pagefind.init?.();
    return { pagefind, terms: data.terms, vocabulary: data.words.length > 0 ? indexVocabulary(data) : undefined };
  })();
  return engine;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Pagefind excerpts are escaped text with `<mark>`: keep only those marks. */
function setExcerpt(node: HTMLElement, excerpt: string) {
  node.innerHTML = excerpt.replace(/<(?!\/?mark>)[^>]*>/g, '');
}

function render(list: HTMLOListElement, outcome: SearchOutcome) {
  list.replaceChildren(
    ...outcome.hits.map((hit) => {
      const item = el('li', `search-hit${hit.pinned ? ' search-hit--pinned' : ''}`);
      const link = el('a', 'search-hit__link');
      link.href = hit.url;
      if (hit.parte) link.append(el('span', `search-hit__parte search-hit__parte--${hit.parte.toLowerCase()}`, hit.parte));
      link.append(el('span', 'search-hit__title', hit.title));
      item.append(link);
      if (hit.excerpt) {
        const excerpt = el('p', 'search-hit__excerpt');
        setExcerpt(excerpt, hit.excerpt);
        item.append(excerpt);
      }
      if (hit.subResults.length > 0) {
        const subs = el('ul', 'search-hit__subs');
        for (const sub of hit.subResults) {
          const subItem = el('li', sub.faq ? 'search-sub search-sub--faq' : 'search-sub');
          const subLink = el('a', 'search-sub__link');
          subLink.href = sub.url;
          if (sub.faq) subLink.append(el('span', 'search-sub__badge', 'FAQ'));
          subLink.append(el('span', 'search-sub__title', sub.title));
          subItem.append(subLink);
          if (sub.excerpt) {
            const excerpt = el('p', 'search-sub__excerpt');
            setExcerpt(excerpt, sub.excerpt);
            subItem.append(excerpt);
          }
          subs.append(subItem);
        }
        item.append(subs);
      }
      return item;
    }),
  );
}

/** Wires the dialog rendered by `Search.astro`. */
export function mountSearch(doc: Document): void {
  const trigger = doc.querySelector<HTMLButtonElement>('.search-trigger');
  const dialog = doc.querySelector<HTMLDialogElement>('.search-dialog');
  if (!trigger || !dialog) return;
  const input = dialog.querySelector<HTMLInputElement>('.search-input')!;
  const status = dialog.querySelector<HTMLElement>('.search-status')!;
  const list = dialog.querySelector<HTMLOListElement>('.search-results')!;
  const form = dialog.querySelector<HTMLFormElement>('.search-form')!;
  let sequence = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const parte = () => new FormData(form).get('parte')?.toString() || undefined;

  const search = async () => {
    const query = input.value;
    const id = ++sequence;
    list.dataset['state'] = 'loading';
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = '';
      list.dataset['state'] = 'done';
      list.dataset['query'] = query;
      return;
    }
    try {
      const loaded = await loadEngine();
      const outcome = await runSearch(query, { ...loaded, parte: parte() });
      if (!outcome || id !== sequence) return;
      render(list, outcome);
      for (const count of dialog.querySelectorAll<HTMLElement>('[data-count-for]')) {
        const n = outcome.counts[count.dataset['countFor']!];
        count.textContent = n ? `(${n})` : '';
      }
      const n = outcome.hits.length;
      const found = n === 0 ? 'Sin resultados' : n === 1 ? '1 resultado' : `${n} resultados`;
      const loose = outcome.relaxed ? ' Ninguna página tiene todas las palabras: primero las que tienen más.' : '';
      status.textContent = outcome.corrected
        ? `Mostrando resultados para «${outcome.shownQuery}». ${found}.${loose}`
        : n === 0
          ? `Sin resultados para «${query.trim()}».`
          : `${found}.${loose}`;
      status.classList.toggle('search-status--corrected', outcome.corrected);
      list.dataset['query'] = query;
      list.dataset['state'] = 'done';
    } catch {
      if (id !== sequence) return;
      status.textContent = 'La búsqueda no está disponible ahora mismo.';
      list.dataset['state'] = 'error';
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(search, 120);
  };

  trigger.addEventListener('click', () => {
    void loadEngine();
    dialog.showModal();
    input.focus();
    input.select();
  });
  trigger.addEventListener('pointerenter', () => void loadEngine(), { once: true });
  input.addEventListener('input', schedule);
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).name === 'parte') void search();
  });
  // Enter goes to the first result; arrows move between the results' links.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      list.querySelector<HTMLAnchorElement>('a')?.click();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      list.querySelector<HTMLAnchorElement>('a')?.focus();
    }
  });
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(doc.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    (next < 0 ? input : links[Math.min(next, links.length - 1)])!.focus();
  });
  // A click on the backdrop (outside the panel) closes the dialog.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) dialog.close();
  });
}
