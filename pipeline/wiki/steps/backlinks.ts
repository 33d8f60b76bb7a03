import type { Backlink, PageLink } from '../../../src/content/wiki-schemas.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import type { PageAddresses } from './slugs.ts';

/**
 * Every page's backlinks: the other pages that link to it, once each, by title in Spanish order.
 * Keyed by the linked page's title; a page nobody links to is absent.
 */
export function backlinks(
  pages: readonly ConvertedPage[],
  outgoing: ReadonlyMap<string, PageLink[]>,
  { urlOf }: PageAddresses,
): Map<string, Backlink[]> {
  const found = new Map<string, Map<string, Backlink>>();
  for (const page of pages) {
    const title = page.revision.title;
    for (const link of outgoing.get(title)!) {
      if (!link.resolved || link.target === title) continue;
      const list = found.get(link.target) ?? new Map<string, Backlink>();
      list.set(title, { title, url: urlOf(title) });
      found.set(link.target, list);
    }
  }
  return new Map(
    [...found].map(([target, list]) => [
      target,
      [...list.values()].sort((a, b) => a.title.localeCompare(b.title, 'es')),
    ]),
  );
}
