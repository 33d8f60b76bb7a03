/**
 * Which files the service worker stores on the first visit, within a size budget. What search
 * and every page need (CSS, JS, icons, the search data, Pagefind's engine and index) always;
 * then pages, the home page and the shallowest first; then Pagefind's per-page fragments. The
 * first file that does not fit ends the precache: the rest is cached as it is visited, or all at
 * once from the "Guardar todo para usar sin conexión" control.
 */
export interface SiteFile {
  /** Path inside the built site, without leading slash (`reglas/trabado/index.html`). */
  url: string;
  size: number;
}

export type FileKind = 'core' | 'page' | 'fragment';

export function fileKind(url: string): FileKind {
  if (url.endsWith('.html')) return 'page';
  if (url.startsWith('pagefind/fragment/')) return 'fragment';
  return 'core';
}

const depth = (url: string) => url.split('/').length;
const RANK: Record<FileKind, number> = { core: 0, page: 1, fragment: 2 };

/** Precache order: core, then pages (home first, shallow first, then by path), then fragments. */
export function precacheOrder(files: readonly SiteFile[]): SiteFile[] {
  return [...files].sort(
    (a, b) =>
      RANK[fileKind(a.url)] - RANK[fileKind(b.url)] ||
      (fileKind(a.url) === 'page' ? depth(a.url) - depth(b.url) : 0) ||
      (a.url < b.url ? -1 : a.url > b.url ? 1 : 0),
  );
}

export interface BudgetSplit {
  precache: SiteFile[];
  rest: SiteFile[];
  precacheBytes: number;
  restBytes: number;
}

/** Core files always; the others in order while they fit in `budget` bytes. */
export function splitByBudget(files: readonly SiteFile[], budget: number): BudgetSplit {
  const precache: SiteFile[] = [];
  const rest: SiteFile[] = [];
  let precacheBytes = 0;
  let restBytes = 0;
  for (const file of precacheOrder(files)) {
    if (
      rest.length === 0 &&
      (fileKind(file.url) === 'core' || precacheBytes + file.size <= budget)
    ) {
      precache.push(file);
      precacheBytes += file.size;
    } else {
      rest.push(file);
      restBytes += file.size;
    }
  }
  return { precache, rest, precacheBytes, restBytes };
}

/** The URL a reader visits for a built file (`reglas/x/index.html` → `/reglas/x/`). */
export function publicUrl(url: string): string {
  return `/${url.replace(/(^|\/)index\.html$/, '$1')}`;
}
