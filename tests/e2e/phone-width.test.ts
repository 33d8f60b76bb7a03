import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inParallel, useBrowser } from './helpers/browser.ts';

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
    // Two pages side by side: while one waits on the server or the renderer, the other works.
    const tabs: Page[] = await Promise.all(
      [0, 1].map(() => browser.open('/', { width: 390, javaScript: false })),
    );
    const overflows = await inParallel(pages, tabs.length, async (url) => {
      const page = tabs.pop()!; // as many at a time as tabs: one is always free
      try {
        await page.goto(`${browser.baseUrl}${url}`);
        return await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      } finally {
        tabs.push(page);
      }
    });
    const wide = pages.flatMap((url, i) =>
      overflows[i]! > 0 ? [`${url} (+${overflows[i]} px)`] : [],
    );
    expect(wide).toEqual([]);
  }, 180_000);
});
