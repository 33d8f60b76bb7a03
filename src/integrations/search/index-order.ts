/**
 * The order in which the search index takes the site's pages: the index depends on it
 * (./index-pages.ts), so it depends on the pages' addresses alone. The rule pages
 * (`/reglas/<slug>/` with a `<slug>.mdx` of their own) come first, by a hash of their slug, then
 * every other page by address.
 */
import type { SitePageFile } from '../site-files.ts';

/**
 * FNV-1a (32 bits) of the text's UTF-16 units, then MurmurHash3's 32-bit finaliser: small, fast
 * and the same on every machine and Node version.
 */
export function pageHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** `pages` in index order; `ruleSlugs`: the slugs of the rule pages (their `.mdx` names). */
export function indexOrder(
  pages: readonly SitePageFile[],
  ruleSlugs: Iterable<string>,
): SitePageFile[] {
  const rules = new Map(
    [...ruleSlugs].map((slug) => [`/reglas/${slug}/`, { slug, hash: pageHash(slug) }]),
  );
  const key = (page: SitePageFile) => rules.get(page.url)!;
  const rulePages = pages
    .filter((page) => rules.has(page.url))
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x.hash - y.hash || (x.slug < y.slug ? -1 : x.slug > y.slug ? 1 : 0);
    });
  const others = pages
    .filter((page) => !rules.has(page.url))
    .sort((a, b) => a.url.localeCompare(b.url));
  return [...rulePages, ...others];
}
