import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { EXIT, visitParents } from 'unist-util-visit-parents';
import { slugify } from '../../../src/lib/slug.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import type { Backlink, PageLink, RulePageFrontmatter } from '../../../src/content/wiki-schemas.ts';

/** Boxes whose text does not describe the rule itself. */
const NOT_DESCRIPTIVE = new Set([
  'FaqBox',
  'Callout',
  'Heading',
  'SkillBox',
  'RuleTable',
  'SeeFaq',
]);

/**
 * The first sentence of the rule's own text, in reading order (a list item counts: many state
 * pages start with one): link previews and meta descriptions.
 */
export function describe(tree: Root): string {
  let found = '';
  visitParents(tree, 'paragraph', (node, ancestors) => {
    if (ancestors.some((a) => 'name' in a && NOT_DESCRIPTIVE.has(String(a.name)))) return;
    const text = toString(node).replace(/\s+/g, ' ').trim();
    if (text.length < 20) return;
    const sentence = /^(.{20,}?[.:;!?])(\s|$)/.exec(text)?.[1] ?? text;
    found = sentence.length > 200 ? `${sentence.slice(0, 197).replace(/\s+\S*$/, '')}…` : sentence;
    return EXIT;
  });
  return found;
}

export function pageFrontmatter(
  page: ConvertedPage,
  links: PageLink[],
  backlinks: Backlink[],
  slug = slugify(page.revision.title),
): RulePageFrontmatter {
  const { revision, ctx, tree } = page;
  const unique = new Map(links.map((l) => [`${l.target}|${l.url ?? ''}`, l]));
  return {
    title: revision.title,
    slug,
    description: describe(tree),
    section: ctx.sections[0] ?? 'sin-seccion',
    sections: ctx.sections,
    categories: [...new Set(ctx.categories)],
    updated: revision.timestamp,
    contributor: revision.contributor,
    versions: [...ctx.versions].sort(),
    headings: ctx.headings,
    faqs: ctx.faqs,
    links: [...unique.values()],
    backlinks,
    nav: [],
    source: { file: revision.file, line: revision.line },
  };
}
