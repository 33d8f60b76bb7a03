import type { Parent, PhrasingContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { Resolution } from '../../../src/lib/link-resolver.ts';
import { textElement } from './mdast-builders.ts';
import type { ConvertedPage } from './convert-page.ts';
import { isWikiLink } from './wiki-link-node.ts';

/** An outgoing link as the page's frontmatter records it. */
export interface OutgoingLink {
  target: string;
  url?: string;
  resolved: boolean;
}

/**
 * Replaces each pending `[[link]]` with a real link when the target is on the site, or with a
 * visibly different, non-clickable mark when it is not: a reader never meets a dead link.
 */
export function resolveLinks(
  page: ConvertedPage,
  resolve: (target: string, currentTitle: string) => Resolution,
): OutgoingLink[] {
  const links: OutgoingLink[] = [];
  visit(page.tree, (node, index, parent: Parent | undefined) => {
    if (!isWikiLink(node) || parent === undefined || index === undefined) return;
    const result = resolve(node.target, page.revision.title);
    let replacement: PhrasingContent;
    if (result.resolved) {
      links.push({ target: result.title, url: result.url, resolved: true });
      replacement = { type: 'link', url: result.url, children: node.children };
    } else {
      links.push({ target: result.title, resolved: false });
      replacement = textElement('MissingLink', { target: result.title }, node.children);
    }
    parent.children.splice(index, 1, replacement as never);
    return [SKIP, index + 1];
  });
  return links;
}
