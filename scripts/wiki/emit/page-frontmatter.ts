import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { slugify } from '../../../src/lib/slug.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import type { OutgoingLink } from '../transform/resolve-links.ts';

/** The first sentence of the page's first paragraph: link previews and meta descriptions. */
export function describe(tree: Root): string {
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    const text = toString(node).replace(/\s+/g, ' ').trim();
    if (text.length < 20) continue;
    const sentence = /^(.{20,}?[.:;!?])(\s|$)/.exec(text)?.[1] ?? text;
    return sentence.length > 200 ? `${sentence.slice(0, 197).replace(/\s+\S*$/, '')}…` : sentence;
  }
  return '';
}

export function pageFrontmatter(
  page: ConvertedPage,
  links: OutgoingLink[],
  backlinks: { title: string; url: string }[],
): Record<string, unknown> {
  const { revision, ctx, tree } = page;
  const unique = new Map(links.map((l) => [`${l.target}|${l.url ?? ''}`, l]));
  return {
    title: revision.title,
    slug: slugify(revision.title),
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
