import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';

const browser = useBrowser();
const dist = path.resolve(process.env['DIST'] ?? 'dist');

async function htmlPages(dir: string, prefix = '/'): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'pagefind' && entry.name !== '_astro') {
      out.push(...(await htmlPages(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    } else if (entry.name === 'index.html') out.push(prefix);
  }
  return out;
}

describe('enlaces del sitio', () => {
  it('cada enlace interno lleva a una página que existe y a un id que existe', async () => {
    const pages = await htmlPages(dist);
    expect(pages.length).toBeGreaterThan(45);
    // The crawl covers every kind of page: rules, term pages, change pages, the news list.
    expect(pages).toEqual(
      expect.arrayContaining([
        '/reglas/trabado/',
        '/reglas/linea-de-tiro/',
        '/reglas/ataque-intuitivo/cambios/',
        '/novedades/',
      ]),
    );
    const ids = new Map<string, Set<string>>();
    const links: { from: string; href: string }[] = [];
    const deadText: string[] = [];
    const duplicateIds: string[] = [];
    // Chromium's own parser over each built file (DOMParser: no script runs, no redirect is
    // followed), so a redirect page's meta refresh cannot navigate away mid-check.
    const page = await browser.open('/', { javaScript: false });
    for (const url of pages) {
      const html = await readFile(path.join(dist, url, 'index.html'), 'utf8');
      const found = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        return {
          ids: [...doc.querySelectorAll('[id]')].map((el) => el.id),
          hrefs: [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
          // A wiki link is never dead text, and a {{seefaq}} never a lone «FAQ» badge.
          dead: doc.querySelectorAll('.missing-link, span.term-link').length,
          bare: [...doc.querySelectorAll('.seefaq')].filter(
            (el) => el.textContent!.trim() === 'FAQ',
          ).length,
        };
      }, html);
      if (found.dead > 0) deadText.push(`${url}: ${found.dead}`);
      if (found.bare > 0) deadText.push(`${url}: ${found.bare} FAQ sueltas`);
      if (url.startsWith('/reglas/')) {
        const twice = found.ids.filter((id, i) => found.ids.indexOf(id) !== i);
        if (twice.length > 0) duplicateIds.push(`${url}: ${[...new Set(twice)].join(', ')}`);
      }
      ids.set(url, new Set(found.ids));
      for (const href of found.hrefs) links.push({ from: url, href });
    }
    const broken: string[] = [];
    for (const { from, href } of links) {
      if (/^(https?:|mailto:)/.test(href)) {
        broken.push(`${from} → ${href} (externo)`);
        continue;
      }
      const target = new URL(href, `http://x${from}`);
      const pathname = target.pathname.endsWith('/') ? target.pathname : `${target.pathname}/`;
      const anchor = decodeURIComponent(target.hash.slice(1));
      if (!ids.has(pathname) && !/\.(svg|css|js|xml|txt|json)$/.test(target.pathname))
        broken.push(`${from} → ${href}`);
      else if (anchor && ids.has(pathname) && !ids.get(pathname)!.has(anchor))
        broken.push(`${from} → ${href} (sin ancla)`);
    }
    expect(broken).toEqual([]);
    expect(deadText).toEqual([]);
    expect(duplicateIds).toEqual([]);
    // The feed's items land on pages and anchors that exist too.
    const feed = await readFile(path.join(dist, 'novedades.xml'), 'utf8');
    const items = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!)).slice(1);
    expect(items.length).toBeGreaterThan(45);
    const brokenFeed = items.filter(
      (u) =>
        !ids.has(u.pathname) ||
        (u.hash && !ids.get(u.pathname)!.has(decodeURIComponent(u.hash.slice(1)))),
    );
    expect(brokenFeed.map(String)).toEqual([]);
  }, 240_000);
});
