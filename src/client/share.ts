/**
 * The small script of every page, inlined at the end of its body by the layout (no request):
 * - copy-link and copy-citation buttons beside headings, rulings and tables;
 * - marks the searched words when arriving from a search result (`?pagefind-highlight=`);
 * - term previews on cross-links (./previews.ts).
 */
import {
  citationBBCode,
  citationMarkdown,
  citationText,
  shorten,
  type Citation,
} from '../lib/search/citation.ts';
import { bindPreviews } from './previews.ts';
import { withBase } from '../lib/base-path.ts';

const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** What no quote holds: the «#» link, the copy buttons, marks read by no one. */
const CHROME = '.anchor-link, .share, [aria-hidden="true"], .faqbox__alias, .faqbox__links';
/** Elements that end a line of the quoted text. */
const BLOCKS =
  'p, li, h1, h2, h3, h4, h5, h6, tr, dt, dd, figcaption, blockquote, .faqbox__header, .faqbox__question, .faqbox__related';

/** A node's text, a line per paragraph, list item, heading or table row: never words glued. */
function blockText(node: Element | null | undefined): string {
  if (!node) return '';
  const copy = node.cloneNode(true) as Element;
  copy.querySelectorAll(CHROME).forEach((n) => n.remove());
  copy.querySelectorAll(BLOCKS).forEach((n) => n.append('\n'));
  copy.querySelectorAll('td, th').forEach((n) => n.append(' '));
  return (copy.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Heading text without the "#" and buttons beside it. */
function ownText(node: Element | null): string {
  return blockText(node).replace(/\n/g, ' ');
}

/** The page's address without query or fragment, as its canonical link gives it. */
function pageUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const url = new URL(canonical || location.href);
  // The canonical names the production host; a copy made elsewhere (preview, local) keeps its own.
  if (url.host !== location.host) return `${location.origin}${location.pathname}`;
  return `${url.origin}${url.pathname}`;
}

/**
 * The link to the place with this id: a ruling's own page, else the page with the fragment.
 * The reader's edition (`?edicion=` of the address, or the one chosen here) goes with it.
 */
function linkTo(id: string): string {
  const box = document.getElementById(id)?.closest<HTMLElement>('[data-ruling]');
  const url = new URL(box ? box.dataset['ruling']! : `#${id}`, pageUrl());
  // The address's choice as it is; else one edition chosen here (every edition is the default).
  const chosen = new URLSearchParams(location.search).get('edicion');
  const shown = document.documentElement.dataset['edicion'];
  const edition = chosen ?? (shown === 'n4' || shown === 'c1' ? shown : null);
  if (edition) url.searchParams.set('edicion', edition);
  return url.href;
}

/** What a citation of the place with this id says. */
export function citationFor(id: string): Citation {
  const target = document.getElementById(id);
  const edition = text(document.querySelector('.page-meta span')).replace(/^Ediciones:\s*/, '');
  const url = linkTo(id);
  const box = target?.closest<HTMLElement>('.faqbox');
  if (box) {
    return {
      rule: box.dataset['rule'] ?? ownText(document.querySelector('main h1')),
      heading: ownText(box.querySelector('.faqbox__heading')),
      ruling: true,
      text: shorten(blockText(box.querySelector('.faqbox__answer')), 600),
      source: ownText(box.querySelector('.faqbox__title')),
      url,
    };
  }
  const title = ownText(document.querySelector('main h1'));
  const editions = edition
    ? /^(N4|Code One)$/.test(edition)
      ? edition
      : `Ediciones: ${edition}`
    : '';
  const figure = target?.closest('figure') ?? (target?.tagName === 'FIGURE' ? target : null);
  if (figure) {
    return {
      rule: title,
      heading: ownText(figure.querySelector('figcaption')),
      ruling: false,
      text: shorten(blockText(figure.querySelector('table, .table-wrap'))),
      source: editions,
      url,
    };
  }
  // A heading: the text up to the next heading of the same or a higher level.
  const parts: string[] = [];
  const level = target && /^H[1-6]$/.test(target.tagName) ? Number(target.tagName[1]) : 7;
  let node = target?.nextElementSibling ?? null;
  while (node && parts.join(' ').length < 500) {
    const heading = /^H([1-6])$/.exec(node.tagName);
    if (heading && Number(heading[1]) <= level) break;
    if (!node.matches('.share, .anchor-link, nav')) parts.push(blockText(node));
    node = node.nextElementSibling;
  }
  const section = ownText(target);
  return {
    rule: title,
    heading: section && section !== title ? section : '',
    ruling: false,
    text: shorten(parts.filter(Boolean).join('\n') || section),
    source: editions,
    url,
  };
}

/** Copies text; on failure (old browser, no permission) selects it in a prompt the reader can copy. */
async function copy(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // No clipboard here (a page not served over HTTPS, a browser that refuses): the text to
    // copy by hand.
    window.prompt('Copia este texto:', value);
    return false;
  }
}

let status: HTMLElement | undefined;

/** Visible "¡Copiado!" beside the button, and the same words for screen readers. */
function confirm(anchor: Element, message: string) {
  status ??= Object.assign(document.body.appendChild(document.createElement('p')), {
    className: 'share__status',
  });
  status.setAttribute('role', 'status');
  status.textContent = '';
  requestAnimationFrame(() => (status!.textContent = message));
  const group = anchor.closest('.share')!;
  group.querySelector('.share__toast')?.remove();
  const toast = Object.assign(document.createElement('span'), {
    className: 'share__toast',
    textContent: message,
  });
  toast.setAttribute('aria-hidden', 'true');
  group.append(toast);
  setTimeout(() => toast.remove(), 1800);
}

function closeMenus(except?: Element) {
  for (const menu of document.querySelectorAll('.share__menu')) {
    if (menu.parentElement === except) continue;
    menu.parentElement
      ?.querySelector('[data-share-action="cite"]')
      ?.setAttribute('aria-expanded', 'false');
    menu.remove();
  }
}

function openCiteMenu(button: HTMLElement, id: string) {
  const group = button.closest('.share')!;
  if (group.querySelector('.share__menu')) return closeMenus();
  closeMenus();
  const menu = document.createElement('span');
  menu.className = 'share__menu';
  menu.setAttribute('role', 'group');
  menu.setAttribute('aria-label', 'Formato de la cita');
  for (const [label, format] of [
    ['Markdown', citationMarkdown],
    ['BBCode', citationBBCode],
    ['Texto', citationText],
  ] as const) {
    const option = document.createElement('button');
    option.type = 'button';
    option.textContent = label;
    option.addEventListener('click', async () => {
      const ok = await copy(format(citationFor(id)));
      closeMenus();
      button.focus();
      confirm(button, ok ? `Cita (${label}) copiada` : 'No se pudo copiar');
    });
    menu.append(option);
  }
  group.append(menu);
  button.setAttribute('aria-expanded', 'true');
  (menu.firstElementChild as HTMLButtonElement).focus();
}

function bindShare() {
  for (const group of document.querySelectorAll<HTMLElement>('.share[hidden]'))
    group.hidden = false;
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-share-action]');
    if (!button) {
      if (!(event.target as Element).closest('.share__menu')) closeMenus();
      return;
    }
    event.preventDefault();
    const id = button.closest<HTMLElement>('.share')!.dataset['share']!;
    if (button.dataset['shareAction'] === 'link') {
      const ok = await copy(linkTo(id));
      confirm(button, ok ? 'Enlace copiado' : 'No se pudo copiar');
    } else {
      openCiteMenu(button, id);
    }
  });
  document.addEventListener('keydown', (event) => {
    // Role "button": Space activates it as it would a <button>.
    const control = (event.target as Element).closest?.<HTMLElement>('[data-share-action]');
    if (control && event.key === ' ') {
      event.preventDefault();
      control.click();
      return;
    }
    if (event.key !== 'Escape') return;
    const open = document.querySelector('.share__menu');
    if (!open) return;
    const cite = open.parentElement?.querySelector<HTMLElement>('[data-share-action="cite"]');
    closeMenus();
    cite?.focus();
  });
}

/** Arriving from a search result: Pagefind's highlighter marks the words searched. */
function highlightSearch() {
  if (!new URLSearchParams(location.search).has('pagefind-highlight')) return;
  const bundle = withBase('/pagefind/pagefind-highlight.js');
  import(/* @vite-ignore */ bundle)
    .then((module: { default: new (options: { highlightParam: string }) => unknown }) => {
      new module.default({ highlightParam: 'pagefind-highlight' });
      // The highlighter runs after the browser scrolled to the box: keep the box in view.
      if (location.hash)
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    })
    .catch(() => undefined);
}

bindShare();
highlightSearch();
bindPreviews(document);
