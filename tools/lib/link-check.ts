/**
 * Link checker over a built site, without a browser: every internal URL the HTML prints
 * (`a[href]`, `link[href]` such as the canonical, `script[src]`, `img[src]`, `og:url`, a meta
 * refresh) names a file of the site, every `#fragment` names an id of its target page, a redirect
 * lands on a page (not on itself nor on another redirect), and no page repeats an id (a repeated
 * id makes a pasted link land on the first one only).
 * Pure over a list of pages, so a unit test can feed it small sites; `checkDist` reads a built
 * site (`dist/` in the browser tests, the large synthetic site in the scale bench).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { withBase, withoutBase } from '../../src/lib/base-path.ts';
import { pageUrl, siteFiles } from '../../src/integrations/site-files.ts';

export interface PageLinks {
  ids: string[];
  urls: string[];
  /** Where a redirect page sends the reader (its meta refresh). */
  refresh?: string;
}

/** The ids and the URLs of one HTML page. */
export function extractLinks(html: string): PageLinks {
  const ids: string[] = [];
  const urls: string[] = [];
  let refreshTo: string | undefined;
  visit(fromHtml(html), 'element', (node) => {
    const p = node.properties;
    if (typeof p['id'] === 'string' && p['id'] !== '') ids.push(p['id']);
    const add = (value: unknown) => {
      if (typeof value === 'string') urls.push(value);
    };
    if (node.tagName === 'a' || node.tagName === 'link') add(p['href']);
    if (node.tagName === 'script' || node.tagName === 'img') add(p['src']);
    if (node.tagName === 'meta') {
      const property = p['property'];
      if (property === 'og:url') add(p['content']);
      const refresh = /url=(.+)$/i.exec(String(p['content'] ?? ''));
      if (String(p['httpEquiv'] ?? '').toLowerCase() === 'refresh' && refresh) {
        refreshTo = refresh[1]!.trim();
        add(refreshTo);
      }
    }
  });
  return refreshTo === undefined ? { ids, urls } : { ids, urls, refresh: refreshTo };
}

/** The files a URL path may be served from, as a static host does (`/a/` → `/a/index.html`). */
function candidates(pathname: string): string[] {
  if (pathname.endsWith('/')) return [`${pathname}index.html`];
  if (path.posix.extname(pathname)) return [pathname];
  return [`${pathname}.html`, `${pathname}/index.html`];
}

/**
 * Problems of a site given as `file → links` (every file of the site in `files`, HTML or not).
 * `origin` is the site's own origin: absolute URLs on it (canonical, og:url) are internal.
 * `base` is the sub-path it is served under (BASE_PATH): an internal URL outside it is broken.
 */
export function checkSite(
  pages: Map<string, PageLinks>,
  files: Set<string>,
  origin: string,
  base = '/',
): string[] {
  const problems: string[] = [];
  for (const [file, { ids, urls }] of pages) {
    const from = pageUrl(file);
    const seen = new Map<string, number>();
    for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
    for (const [id, count] of seen)
      if (count > 1) problems.push(`${from}: id «${id}» repetido ${count} veces`);
    for (const url of urls) {
      if (/^\s*javascript:/i.test(url)) {
        problems.push(`${from} → ${url}: enlace javascript:`);
        continue;
      }
      const target = new URL(url, `${origin}${withBase(from, base)}`);
      if (target.origin !== origin) continue; // other hosts, mailto:, data:
      const served = decodeURIComponent(target.pathname);
      if (!served.startsWith(base)) {
        problems.push(`${from} → ${url}: fuera de la base ${base}`);
        continue;
      }
      const pathname = withoutBase(served, base);
      const found = candidates(pathname).find((candidate) => files.has(candidate));
      if (!found) {
        problems.push(`${from} → ${url}: no existe`);
        continue;
      }
      const fragment = decodeURIComponent(target.hash.slice(1));
      const targetPage = pages.get(found);
      // A redirect lands on a page, not on itself nor on another redirect.
      if (url === pages.get(file)?.refresh) {
        if (found === file) problems.push(`${from} → ${url}: redirige a sí misma`);
        else if (targetPage?.refresh !== undefined)
          problems.push(`${from} → ${url}: redirige a otra redirección`);
      }
      if (fragment && targetPage && !targetPage.ids.includes(fragment))
        problems.push(`${from} → ${url}: no hay id «${fragment}» en ${pageUrl(found)}`);
    }
  }
  return problems;
}

/** Checks a built site folder; also returns how much it looked at, so a test can see it ran. */
export async function checkDist(dist: string, origin: string, base = '/') {
  const files = await siteFiles(dist);
  const pages = new Map<string, PageLinks>();
  for (const file of files.filter((f) => f.endsWith('.html')))
    pages.set(file, extractLinks(await readFile(path.join(dist, file), 'utf8')));
  let urls = 0;
  let fragments = 0;
  for (const page of pages.values()) {
    urls += page.urls.length;
    fragments += page.urls.filter((u) => u.includes('#') && !u.endsWith('#')).length;
  }
  return {
    pages: pages.size,
    urls,
    fragments,
    problems: checkSite(pages, new Set(files), origin, base),
  };
}
