/**
 * The results of `runSearch` as DOM: each page with its section badge, excerpt and the sections
 * or FAQ rulings found inside it (their links carry `?pagefind-highlight=`).
 */
import type { SearchHit } from '../../lib/search/engine.ts';
import { withBase } from '../../lib/base-path.ts';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Pagefind excerpts are escaped text with `<mark>`: keep only those marks. */
function excerpt(className: string, html: string): HTMLParagraphElement {
  const node = el('p', className);
  node.innerHTML = html.replace(/<(?!\/?mark>)[^>]*>/g, '');
  return node;
}

/** A ruling's answer (R) and its edition and version, as the page's box shows them. */
function ruling({ answer, edition }: { answer: string; edition: string }): HTMLDivElement {
  const box = el('div', 'search-sub__ruling');
  const text = el('p', 'search-sub__answer');
  text.append(el('span', 'search-sub__mark', 'R'), ` ${answer}`);
  box.append(text);
  if (edition) box.append(el('p', 'search-sub__edition', edition));
  return box;
}

function renderHit(hit: SearchHit): HTMLLIElement {
  const item = el('li', `search-hit${hit.pinned ? ' search-hit--pinned' : ''}`);
  const link = el('a', 'search-hit__link');
  link.href = withBase(hit.url);
  if (hit.part)
    link.append(
      el('span', `search-hit__parte search-hit__parte--${hit.part.toLowerCase()}`, hit.part),
    );
  link.append(el('span', 'search-hit__title', hit.title));
  item.append(link);
  if (hit.excerpt) item.append(excerpt('search-hit__excerpt', hit.excerpt));
  if (hit.subResults.length > 0) {
    const subs = el('ul', 'search-hit__subs');
    for (const sub of hit.subResults) {
      const subItem = el('li', sub.faq ? 'search-sub search-sub--faq' : 'search-sub');
      const subLink = el('a', 'search-sub__link');
      subLink.href = withBase(sub.url);
      if (sub.faq) subLink.append(el('span', 'search-sub__badge', 'FAQ'));
      if (sub.ruling) subLink.append(el('span', 'search-sub__mark', 'P'));
      subLink.append(el('span', 'search-sub__title', sub.title));
      subItem.append(subLink);
      if (sub.ruling) subItem.append(ruling(sub.ruling));
      else if (sub.excerpt) subItem.append(excerpt('search-sub__excerpt', sub.excerpt));
      subs.append(subItem);
    }
    item.append(subs);
  }
  return item;
}

/** Replaces the list's items with the hits. */
export function renderResults(list: HTMLOListElement, hits: readonly SearchHit[]): void {
  list.replaceChildren(...hits.map(renderHit));
}
