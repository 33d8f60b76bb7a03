import type { TermPage } from '../../../src/content/wiki-data.ts';
import type { PageLink } from '../../../src/content/wiki-schemas.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import { createTermCollector } from '../emit/term-pages.ts';
import type { Resolvers } from './resolve.ts';
import type { PageAddresses } from './slugs.ts';

/**
 * The term pages: every name a link or the glossary sends to one (a name no page or heading
 * defines), with where the site names it.
 */
export function termPages(
  pages: readonly ConvertedPage[],
  outgoing: ReadonlyMap<string, PageLink[]>,
  { resolveName, wikiTerms }: Resolvers,
  { urlOf }: PageAddresses,
): TermPage[] {
  const terms = createTermCollector();
  for (const [page, links] of outgoing)
    for (const link of links)
      if (!link.resolved && link.url) terms.add(resolveName(link.target, page), link.target);
  for (const term of wikiTerms) terms.add(resolveName(term.title));
  return terms.pages(
    pages.map((page) => ({
      title: page.revision.title,
      url: urlOf(page.revision.title),
      tree: page.tree,
    })),
  );
}
