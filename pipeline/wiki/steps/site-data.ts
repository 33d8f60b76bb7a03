import type { Definition } from '../../shared/context.ts';
import { resolveGlossary } from '../../../src/lib/glossary/resolve.ts';
import type { Glossary } from '../../../src/lib/glossary/schema.ts';
import type { TermPage } from '../../../src/content/wiki-data.ts';
import { definitions } from '../emit/definitions.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import type { Resolvers } from './resolve.ts';
import type { PageAddresses } from './slugs.ts';

/** A rule page as the other parts and the site list it (`wiki/pages.json`). */
export interface PageEntry {
  title: string;
  slug: string;
  url: string;
}

export interface SiteData {
  pages: PageEntry[];
  /** The glossary with every rule term's URL from the wiki's name resolver. */
  glossary: Glossary;
  /** What ITS and Refuerzos link their prose to: page titles and the glossary's defined names. */
  definitions: Definition[];
}

/**
 * What the rest of the site reads from the wiki: its page list, the glossary with every rule
 * term's URL from the same resolver as the links (redirects and search use it), and the names it
 * defines for the other parts to link.
 */
export function siteData(
  pages: readonly ConvertedPage[],
  glossary: Glossary,
  terms: readonly TermPage[],
  { resolveName, wikiTerms }: Resolvers,
  { slugOf, urlOf }: PageAddresses,
): SiteData {
  const pageList = pages.map((page) => ({
    title: page.revision.title,
    slug: slugOf(page.revision.title),
    url: urlOf(page.revision.title),
  }));
  const siteGlossary = resolveGlossary(glossary, resolveName, wikiTerms);
  const termUrls = new Set(terms.map((term) => `/reglas/${term.slug}/`));
  return {
    pages: pageList,
    glossary: siteGlossary,
    definitions: definitions(pageList, siteGlossary, termUrls),
  };
}
