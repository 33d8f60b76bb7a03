import type { Backlink, PageLink } from '../../../src/content/wiki-schemas.ts';
import { emitMdx } from '../../shared/emit-mdx.ts';
import type { PageConverter } from '../converter.ts';
import { pageFrontmatter } from '../emit/page-frontmatter.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import type { WikiPages } from './pages.ts';
import type { PageAddresses } from './slugs.ts';
import type { RulingPast } from '../emit/history.ts';
import type { FaqEntry } from '../../../src/content/wiki-schemas.ts';
import { visit } from 'unist-util-visit';

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
  /** By page title, what the history says of each ruling (steps/history.ts). */
  rulings?: ReadonlyMap<string, ReadonlyMap<string, RulingPast>>;
}

/**
 * Every page's MDX: its frontmatter (links, backlinks, how many revisions it has) and its tree.
 * MDX the converter has not stored yet is rendered first, all at once (on every core for a
 * clean build of a large wiki).
 */
export async function emitPages(
  pages: readonly ConvertedPage[],
  { histories }: WikiPages,
  { outgoing, backlinks, rulings = new Map() }: PageRelations,
  converter: PageConverter,
  { slugOf }: PageAddresses,
): Promise<RulePage[]> {
  const revisionCounts = new Map(histories.map((h) => [h.title, h.revisions.length]));
  const toEmit = pages.map((page) => {
    const title = page.revision.title;
    const base = pageFrontmatter(
      page,
      outgoing.get(title)!,
      backlinks.get(title) ?? [],
      slugOf(title),
    );
    const frontmatter = {
      ...base,
      faqs: withPasts(page.ctx.faqs, page, rulings.get(title)),
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

/**
 * A page's rulings with their older ids and the time they last changed, in its frontmatter and
 * on its boxes (`FaqBox` `aliases` and `changed`): a link made to an older wording still lands
 * on the ruling, which says it changed. An older id that another ruling of the page now has
 * stays that ruling's.
 */
function withPasts(
  faqs: readonly FaqEntry[],
  page: ConvertedPage,
  pasts: ReadonlyMap<string, RulingPast> | undefined,
): FaqEntry[] {
  if (!pasts) return [...faqs];
  const current = new Set(faqs.map((f) => f.id));
  const byId = new Map<string, RulingPast>();
  for (const [id, past] of pasts)
    byId.set(id, { ...past, aliases: past.aliases.filter((a) => !current.has(a)) });
  visit(page.tree, 'mdxJsxFlowElement', (node) => {
    if (node.name !== 'FaqBox') return;
    const anchor = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'anchor');
    const past = typeof anchor?.value === 'string' ? byId.get(anchor.value) : undefined;
    // Set again on every build: the tree may be one an earlier step already annotated.
    node.attributes = node.attributes.filter(
      (a) => !(a.type === 'mdxJsxAttribute' && (a.name === 'aliases' || a.name === 'changed')),
    );
    if (past?.aliases.length)
      node.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'aliases',
        value: past.aliases.join(' '),
      });
    if (past?.changed)
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'changed', value: past.changed });
  });
  return faqs.map((faq) => {
    const past = byId.get(faq.id);
    return {
      ...faq,
      aliases: past?.aliases ?? [],
      ...(past?.changed ? { changed: past.changed } : {}),
    };
  });
}
