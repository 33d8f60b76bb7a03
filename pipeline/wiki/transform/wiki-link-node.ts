import type { Parent, PhrasingContent } from 'mdast';

/**
 * A `[[link]]` waiting for resolution: targets are only known once every page is parsed, so
 * conversion leaves this node and `resolve-links.ts` turns it into a link or a missing target.
 */
export interface WikiLinkNode extends Parent {
  type: 'wikiLink';
  target: string;
  offset: number;
  children: PhrasingContent[];
}

// mdast's content maps are open for extension: registering the node there makes it a
// phrasing node for every mdast type and tool, with no casts where it is built or read.
declare module 'mdast' {
  interface PhrasingContentMap {
    wikiLink: WikiLinkNode;
  }
  interface RootContentMap {
    wikiLink: WikiLinkNode;
  }
}

export function wikiLink(
  target: string,
  children: PhrasingContent[],
  offset: number,
): WikiLinkNode {
  return { type: 'wikiLink', target, offset, children };
}

export function isWikiLink(node: { type: string }): node is WikiLinkNode {
  return node.type === 'wikiLink';
}
