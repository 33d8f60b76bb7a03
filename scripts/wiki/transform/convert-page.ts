import Parser from 'wikiparser-node';
import type { Root } from 'mdast';
import type { Warning } from '../../lib/context.ts';
import type { Revision } from '../parse/split-dump.ts';
import { convertBlocks } from './blocks.ts';
import { createPageContext, type PageContext } from './page-context.ts';
import type { WikiToken } from './wiki-token.ts';

/** A page converted to mdast, with what its frontmatter and the site's indexes need. */
export interface ConvertedPage {
  revision: Revision;
  tree: Root;
  ctx: PageContext;
}

/** wikitext → wikiparser-node tree (lossless, with offsets) → mdast with MDX components. */
export function convertPage(revision: Revision, warnings: Warning[]): ConvertedPage {
  const ctx = createPageContext(
    revision.title,
    revision.file,
    revision.line,
    revision.text,
    warnings,
  );
  const root = Parser.parse(revision.text) as unknown as WikiToken;
  const tree: Root = { type: 'root', children: convertBlocks(root.childNodes, ctx) };
  return { revision, tree, ctx };
}
