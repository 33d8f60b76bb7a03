import type { Backlink, PageLink } from '../../../src/content/wiki-schemas.ts';
import { emitMdx } from '../../shared/emit-mdx.ts';
import type { PageConverter } from '../converter.ts';
import { pageFrontmatter } from '../emit/page-frontmatter.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import type { WikiPages } from './pages.ts';
import type { PageAddresses } from './slugs.ts';

/** A rule page as it is written: `content/generated/rules/<slug>.mdx`. */
export interface RulePage {
  title: string;
  slug: string;
  /** The file's text: frontmatter and body. */
  mdx: string;
  /** The page's tree after linking, and what its conversion found (headings, FAQs…). */
  page: ConvertedPage;
}

/** What a page's frontmatter gathers from the site-wide steps. */
export interface PageRelations {
  outgoing: ReadonlyMap<string, PageLink[]>;
  backlinks: ReadonlyMap<string, Backlink[]>;
}

/**
 * Every page's MDX: its frontmatter (links, backlinks, how many revisions it has) and its tree.
 * MDX the converter has not stored yet is rendered first, all at once (on every core for a
 * clean build of a large wiki).
 */
export async function emitPages(
  pages: readonly ConvertedPage[],
  { histories }: WikiPages,
  { outgoing, backlinks }: PageRelations,
  converter: PageConverter,
  { slugOf }: PageAddresses,
): Promise<RulePage[]> {
  const revisionCounts = new Map(histories.map((h) => [h.title, h.revisions.length]));
  const toEmit = pages.map((page) => {
    const title = page.revision.title;
    const frontmatter = {
      ...pageFrontmatter(page, outgoing.get(title)!, backlinks.get(title) ?? [], slugOf(title)),
      revisions: revisionCounts.get(title)!,
    };
    return { page, frontmatter, tree: page.tree };
  });
  await converter.prefillEmit(toEmit);
  return toEmit.map(({ page, frontmatter, tree }) => {
    const title = page.revision.title;
    return {
      title,
      slug: slugOf(title),
      mdx: converter.emit(title, frontmatter, tree, () => emitMdx(frontmatter, tree)),
      page,
    };
  });
}
