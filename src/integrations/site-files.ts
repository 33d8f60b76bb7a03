/**
 * The files of a built site, listed one way for every test that reads one (`dist/`, or a test's
 * own build), for the search stage and for the scale bench's link check: as the paths a reader
 * asks for, `/reglas/trabado/index.html`, sorted.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, as its path on the site (`/reglas/trabado/index.html`), sorted. */
export async function siteFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
      return `/${relative.split(path.sep).join('/')}`;
    })
    .sort();
}

/** `/reglas/trabado/index.html` → `/reglas/trabado/`: the address a page is read at. */
export function pageUrl(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

/** A built page: the address it is read at (`/reglas/trabado/`) and its file. */
export interface SitePageFile {
  url: string;
  file: string;
}

/**
 * Every built page of the site (`dist/a/b/index.html` → `/a/b/`: every `index.html` outside
 * `pagefind/` and `_astro/`), with its file, sorted by URL (`localeCompare`), not read yet: the
 * search stage reads each page once (in its own order, search/index-order.ts), hands it to
 * Pagefind and to the search data, and lets it go: holding every page of a whole wiki at once
 * would make it the build's peak of memory.
 */
export async function sitePageFiles(dir: string): Promise<SitePageFile[]> {
  return (await siteFiles(dir))
    .filter(
      (file) =>
        file.endsWith('/index.html') &&
        !file.startsWith('/pagefind/') &&
        !file.startsWith('/_astro/'),
    )
    .map((file) => ({ url: pageUrl(file), file: path.join(dir, file) }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** The address of every page of the site under `dir` (`/reglas/trabado/`), as `sitePageFiles`. */
export async function sitePages(dir: string): Promise<string[]> {
  return (await sitePageFiles(dir)).map((page) => page.url);
}
