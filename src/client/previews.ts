/**
 * Term previews: hovering, focusing or tapping a cross-link to another page of the site shows
 * that page's first lines and a "ver regla completa" link. The text comes from small JSON files
 * built with the site (`/search/previews/`), fetched on first use. On a touch screen the first tap
 * shows a small sheet at the bottom (the second tap, or the sheet's link, follows the link);
 * scrolling, Escape or a tap elsewhere close it.
 */
import { withBase, withoutBase } from '../lib/base-path.ts';
import { bucketOf } from '../lib/preview-buckets.ts';

interface Preview {
  t: string;
  d: string;
}

// The previews come in buckets by path (src/integrations/search/search-data.ts): the index of their first
// paths, then only the bucket that holds the link, each fetched once.
const json = <T>(url: string, empty: T): Promise<T> =>
  fetch(url)
    .then((response): Promise<T> | T => (response.ok ? response.json() : empty))
    .catch(() => empty);
let index: Promise<string[]> | undefined;
const buckets = new Map<number, Promise<Record<string, Preview>>>();
const loadIndex = () => (index ??= json<string[]>(withBase('/search/previews/index.json'), []));
async function previewOf(path: string): Promise<Preview | undefined> {
  const n = bucketOf(await loadIndex(), path);
  if (n < 0) return undefined;
  let bucket = buckets.get(n);
  if (!bucket) {
    bucket = json<Record<string, Preview>>(withBase(`/search/previews/${n}.json`), {});
    buckets.set(n, bucket);
  }
  return (await bucket)[path];
}

const LINKS = 'main a[href^="/"]:not(.anchor-link):not(.share a)';
const OUTSIDE = '.breadcrumbs, .backlinks, .page-faqs, .site-header, nav, pagefind-modal';

function targetPath(link: HTMLAnchorElement): string | undefined {
  if (link.closest(OUTSIDE)) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return undefined;
  // The previews are keyed by site path, without the base (BASE_PATH).
  return withoutBase(url.pathname);
}

export function bindPreviews(doc: Document): void {
  const box = doc.createElement('div');
  box.className = 'preview';
  box.id = 'term-preview';
  box.hidden = true;
  box.setAttribute('role', 'tooltip');
  doc.body.append(box);

  let current: HTMLAnchorElement | undefined;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let touch = false;
  let scrollStart = 0;

  const hide = () => {
    clearTimeout(showTimer);
    box.hidden = true;
    current?.removeAttribute('aria-describedby');
    current = undefined;
  };

  const show = async (link: HTMLAnchorElement, sheet: boolean) => {
    const path = targetPath(link);
    if (!path) return;
    const preview = await previewOf(path);
    if (!preview) return;
    current?.removeAttribute('aria-describedby');
    current = link;
    box.replaceChildren();
    if (sheet) {
      const close = Object.assign(doc.createElement('button'), {
        type: 'button',
        className: 'preview__close',
        textContent: '×',
      });
      close.setAttribute('aria-label', 'Cerrar vista previa');
      close.addEventListener('click', hide);
      box.append(close);
    }
    box.append(
      Object.assign(doc.createElement('p'), {
        className: 'preview__title',
        textContent: preview.t,
      }),
    );
    if (preview.d)
      box.append(
        Object.assign(doc.createElement('p'), {
          className: 'preview__text',
          textContent: preview.d,
        }),
      );
    const more = Object.assign(doc.createElement('a'), {
      href: link.href,
      className: 'preview__more',
      textContent: 'ver regla completa',
    });
    box.append(more);
    box.classList.toggle('preview--sheet', sheet);
    box.hidden = false;
    link.setAttribute('aria-describedby', box.id);
    if (!sheet) {
      const rect = link.getBoundingClientRect();
      const width = box.offsetWidth;
      const left = Math.min(
        Math.max(8, rect.left + window.scrollX),
        window.scrollX + doc.documentElement.clientWidth - width - 8,
      );
      const below = rect.bottom + 6;
      const fitsBelow = below + box.offsetHeight < window.innerHeight;
      box.style.left = `${left}px`;
      box.style.top = `${(fitsBelow ? below : rect.top - box.offsetHeight - 6) + window.scrollY}px`;
    } else {
      box.style.left = '';
      box.style.top = '';
      scrollStart = window.scrollY;
    }
  };

  const linkOf = (event: Event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(LINKS);
    return link && targetPath(link) ? link : undefined;
  };

  doc.addEventListener('pointerover', (event) => {
    if (event.pointerType === 'touch') return;
    const link = linkOf(event);
    if (link) {
      clearTimeout(hideTimer);
      clearTimeout(showTimer);
      const path = targetPath(link);
      if (path) void previewOf(path);
      showTimer = setTimeout(() => void show(link, false), 350);
    } else if ((event.target as Element).closest('.preview')) {
      clearTimeout(hideTimer);
    }
  });
  doc.addEventListener('pointerout', (event) => {
    if (event.pointerType === 'touch' || box.classList.contains('preview--sheet')) return;
    if (!linkOf(event) && !(event.target as Element).closest('.preview')) return;
    clearTimeout(showTimer);
    hideTimer = setTimeout(hide, 250);
  });
  doc.addEventListener('focusin', (event) => {
    const link = linkOf(event);
    if (link && !touch) void show(link, false);
    else if (!(event.target as Element).closest('.preview')) hide();
  });
  doc.addEventListener('pointerdown', (event) => {
    touch = event.pointerType === 'touch';
  });
  doc.addEventListener('click', (event) => {
    const link = linkOf(event);
    if (link && touch && current !== link) {
      // First tap on a touch screen: preview; the second tap follows the link.
      event.preventDefault();
      void show(link, true);
    } else if (!link && !(event.target as Element).closest('.preview')) {
      hide();
    }
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !box.hidden) hide();
  });
  window.addEventListener(
    'scroll',
    () => {
      if (
        !box.hidden &&
        box.classList.contains('preview--sheet') &&
        Math.abs(window.scrollY - scrollStart) > 60
      )
        hide();
    },
    { passive: true },
  );
}
