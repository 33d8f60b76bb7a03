import type { PhrasingContent } from 'mdast';

/**
 * A `[[link]]` waiting for resolution: targets are only known once every page is parsed, so
 * conversion leaves this node and `resolve-links.ts` turns it into a link or a missing target.
 */
export interface WikiLinkNode {
  type: 'wikiLink';
  target: string;
  offset: number;
  children: PhrasingContent[];
}

export function wikiLink(
  target: string,
  children: PhrasingContent[],
  offset: number,
): PhrasingContent {
  return { type: 'wikiLink', target, offset, children } as unknown as PhrasingContent;
}

export function isWikiLink(node: { type: string }): node is WikiLinkNode {
  return node.type === 'wikiLink';
}
