/**
 * The files of a built site, listed one way for every test that reads one (`dist/`, or a test's
 * own build) and for the scale bench's link check: as the paths a reader asks for,
 * `/reglas/trabado/index.html`, sorted.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sitePageFiles } from '../search-vocabulary.ts';

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

/**
 * The address of every page of the site under `dir` (`/reglas/trabado/`), as the search stage
 * lists them (scripts/search-vocabulary.ts: every `index.html` outside `pagefind/` and `_astro/`).
 */
export async function sitePages(dir: string): Promise<string[]> {
  return (await sitePageFiles(dir)).map((page) => page.url);
}
