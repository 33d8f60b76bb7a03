import { readFile, access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from './helpers/dist-dir.ts';

/** What a static host and a crawler need: robots.txt and a sitemap of the real pages only. */

describe('robots.txt y sitemap', () => {
  it('robots.txt permite todo y apunta al sitemap con URL absoluta', async () => {
    const robots = await readFile(path.join(DIST_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml$/m);
  });

  it('el sitemap lista cada página construida, sin redirecciones ni 404', async () => {
    const index = await readFile(path.join(DIST_DIR, 'sitemap-index.xml'), 'utf8');
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(parts.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const part of parts) {
      const xml = await readFile(path.join(DIST_DIR, part), 'utf8');
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    }
    expect(urls).toContain('/reglas/trabado/');
    expect(urls).toContain('/its/');
    expect(urls.some((url) => url.startsWith('/404'))).toBe(false);
    for (const url of urls) {
      const html = await readFile(path.join(DIST_DIR, url, 'index.html'), 'utf8');
      expect(html, url).not.toContain('<meta name="robots" content="noindex"');
    }
    // A glossary redirect page exists and is not listed.
    await access(path.join(DIST_DIR, 'reglas/Intuitive_Attack/index.html'));
    expect(urls).not.toContain('/reglas/Intuitive_Attack/');
  });
});
