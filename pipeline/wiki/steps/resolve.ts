import type { GlossaryTerm } from '../../../src/lib/glossary/schema.ts';
import { createLinkResolver, type Resolution } from '../../../src/lib/link-resolver.ts';
import {
  createNameResolver,
  type ResolveName,
  type ReviewedName,
} from '../../../src/lib/name-resolver.ts';
import type { PageLink } from '../../../src/content/wiki-schemas.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import { pageMarks, type PageMarks } from '../transform/page-marks.ts';
import { linkedNames, resolveLinks } from '../transform/resolve-links.ts';
import type { PageAddresses } from './slugs.ts';

/** Where every name and every `[[link]]` of the wiki leads, known once every page is converted. */
export interface Resolvers {
  /** Each page's links and `{{seefaq}}` notes, found in one walk of its tree (page-marks.ts). */
  marks: Map<ConvertedPage, PageMarks>;
  /** Every name a `[[link]]` gives, with the page it is on, before the links are resolved. */
  linked: LinkedName[];
  resolveName: ResolveName;
  /**
   * Glossary terms the wiki should define: a rule URL that is a wiki page, a heading or the
   * term's own term page (`/reglas/camuflado/`), not another part's page (`/reglas/refuerzos/`).
   */
  wikiTerms: GlossaryTerm[];
  resolveLink: (target: string, currentTitle: string) => Resolution;
}

/** A name a `[[link]]` gives, and the title of the page the link is on. */
export interface LinkedName {
  name: string;
  page: string;
}

/**
 * One resolver for every name: a page or heading that is the name (or another name of its
 * glossary term) defines it; anything else leads to the name's term page, one per rule whatever
 * its number (every linked name is given, so «Tropas» can join «Tropa»). `classes`: the
 * glossary's rule terms; `reviewed`: the reviewed links (`content/corrections/wiki-links.json`).
 */
export function createResolvers(
  pages: readonly ConvertedPage[],
  { slugOf, urlOf }: PageAddresses,
  classes: readonly GlossaryTerm[],
  reviewed: readonly ReviewedName[] = [],
): Resolvers {
  const marks = new Map(pages.map((page) => [page, pageMarks(page.tree)]));
  const linked = pages.flatMap((page) =>
    linkedNames(page, marks.get(page)!.links).map((name) => ({ name, page: page.revision.title })),
  );
  const resolveName = createNameResolver(
    pages.map((page) => ({
      title: page.revision.title,
      slug: slugOf(page.revision.title),
      headings: page.ctx.headings,
      blocks: marks.get(page)!.blocks,
    })),
    classes,
    linked.map((l) => l.name),
    reviewed,
  );
  const wikiUrls = new Set(pages.map((page) => urlOf(page.revision.title)));
  // A heading of a page the wiki does not give (the Refuerzos page's «Commlink») keeps its URL.
  const wikiTerm = ({ title, url = '' }: GlossaryTerm) =>
    url.startsWith('/reglas/') &&
    (url.includes('#')
      ? wikiUrls.has(url.slice(0, url.indexOf('#')))
      : wikiUrls.has(url) || url === resolveName(title).url);
  const resolveLink = createLinkResolver(
    pages.map((page) => ({
      title: page.revision.title,
      url: urlOf(page.revision.title),
      ids: new Set([...page.ctx.headings.map((h) => h.id), ...page.ctx.faqs.map((f) => f.id)]),
    })),
    resolveName,
  );
  return { marks, linked, resolveName, wikiTerms: classes.filter(wikiTerm), resolveLink };
}

/**
 * Replaces every page's `[[links]]` with links to the page or heading they name, or to their
 * term page; returns each page's links by title, for its frontmatter, backlinks and the report.
 */
export function resolvePageLinks(
  pages: readonly ConvertedPage[],
  { marks, resolveLink }: Resolvers,
): Map<string, PageLink[]> {
  const outgoing = new Map<string, PageLink[]>();
  for (const page of pages)
    outgoing.set(page.revision.title, resolveLinks(page, resolveLink, marks.get(page)!.links));
  return outgoing;
}
