import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element, ElementContent } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { sitePages } from '../../src/integrations/site-files.ts';

/** The text of an element and its descendants, as the DOM's `textContent`. */
function textContent(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  return node.children.map(textContent).join('');
}

const hasClass = (node: Element, name: string) =>
  Array.isArray(node.properties['className']) && node.properties['className'].includes(name);

/** What the check reads of one page: the `[id]`s, the `a[href]`s and the dead-text markers. */
function parsePage(html: string) {
  const ids: string[] = [];
  const hrefs: string[] = [];
  let dead = 0;
  let bare = 0;
  visit(fromHtml(html), 'element', (node) => {
    const { id, href } = node.properties;
    if (id !== undefined && id !== null) ids.push(String(id));
    if (node.tagName === 'a' && href !== undefined && href !== null) hrefs.push(String(href));
    // A wiki link is never dead text, and a {{seefaq}} never a lone «FAQ» badge.
    if (hasClass(node, 'missing-link') || (node.tagName === 'span' && hasClass(node, 'term-link')))
      dead++;
    if (hasClass(node, 'seefaq') && textContent(node).trim() === 'FAQ') bare++;
  });
  return { ids, hrefs, dead, bare };
}

describe('piezas del recorrido', () => {
  it('lee ids, enlaces y texto muerto como el DOM', () => {
    expect(
      parsePage(
        '<main id="m"><a href="/a/#x">a</a><a>sin href</a><span class="term-link">t</span>' +
          '<a class="missing-link" href="#">m</a><span class="seefaq"> FAQ </span>' +
          '<span class="seefaq">FAQ <a href="/f/">Trabado</a></span><p id="">x</p></main>',
      ),
    ).toEqual({ ids: ['m', ''], hrefs: ['/a/#x', '#', '/f/'], dead: 2, bare: 1 });
  });
});

describe('enlaces del sitio', () => {
  it('cada enlace interno lleva a una página que existe y a un id que existe', async () => {
    const pages = await sitePages(DIST_DIR);
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
    // Each built file parsed as the browser's DOMParser would (parse5 follows the same HTML
    // standard; no script runs, no redirect is followed). DOMParser in Chromium, page by page,
    // would add nothing but round trips.
    for (const url of pages) {
      const html = await readFile(path.join(DIST_DIR, url, 'index.html'), 'utf8');
      const found = parsePage(html);
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
    const feed = await readFile(path.join(DIST_DIR, 'novedades.xml'), 'utf8');
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
