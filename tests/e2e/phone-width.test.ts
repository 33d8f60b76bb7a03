import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';

const browser = useBrowser();
const dist = path.resolve(process.env['DIST'] ?? 'dist');

/** Every content page of the build (redirect pages, which only point elsewhere, left out). */
async function contentPages(dir: string, prefix = '/'): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (
      entry.isDirectory() &&
      entry.name !== 'pagefind' &&
      entry.name !== '_astro' &&
      entry.name !== 'search'
    ) {
      out.push(...(await contentPages(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    } else if (entry.name === 'index.html') {
      const html = await readFile(path.join(dir, entry.name), 'utf8');
      if (!html.includes('http-equiv="refresh"')) out.push(prefix);
    }
  }
  return out;
}

describe('en un móvil de 390 px', () => {
  it('ninguna página se desplaza de lado (las tablas anchas se desplazan dentro de su marco)', async () => {
    const pages = await contentPages(dist);
    expect(pages.length).toBeGreaterThan(60);
    const page = await browser.open('/', { width: 390, javaScript: false });
    const wide: string[] = [];
    for (const url of pages) {
      await page.goto(`${browser.baseUrl}${url}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) wide.push(`${url} (+${overflow} px)`);
    }
    expect(wide).toEqual([]);
  }, 180_000);
});
