import type { Parent, Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visitParents } from 'unist-util-visit-parents';
import { jsxAttribute, ruleHeaderText } from '../../shared/jsx-attribute.ts';
import { isWikiLink, type WikiLinkNode } from './wiki-link-node.ts';

/** A `[[link]]` of a page with its parent; `nested` when it sits inside another link's text. */
export interface WikiLinkAt {
  node: WikiLinkNode;
  parent: Parent;
  nested: boolean;
}

/** A `{{seefaq}}` note (`SeeFaq`) of a page with its parent. */
export interface SeeFaqAt {
  node: MdxJsxTextElement;
  parent: Parent | undefined;
}

/** What the site-wide steps of the wiki build act on in one page, each in document order. */
export interface PageMarks {
  links: WikiLinkAt[];
  notes: SeeFaqAt[];
  /** Its rule blocks (`RuleHeader`: «Requisitos», «Efectos»…), with their stable ids. */
  blocks: { id: string; text: string }[];
}

/**
 * A page's links, notes and rule blocks, found in one walk of its tree. The build reads the links twice
 * (their names before the resolver exists, then to resolve them) and the notes twice (to match
 * them, then to label the bare ones): one walk instead of four halves the step "enlaces y FAQ"
 * on a whole wiki (docs/figures.md).
 * The nodes are the tree's own: changing them changes the page.
 */
export function pageMarks(tree: Root): PageMarks {
  const links: WikiLinkAt[] = [];
  const notes: SeeFaqAt[] = [];
  const blocks: PageMarks['blocks'] = [];
  visitParents(tree, (node, ancestors) => {
    const parent = ancestors.at(-1) as Parent | undefined;
    if (isWikiLink(node)) {
      if (parent) links.push({ node, parent, nested: ancestors.some(isWikiLink) });
    } else if (node.type === 'mdxJsxTextElement' && node.name === 'SeeFaq') {
      notes.push({ node, parent });
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'RuleHeader') {
      blocks.push({ id: jsxAttribute(node, 'id'), text: ruleHeaderText(node) });
    }
  });
  return { links, notes, blocks };
}
