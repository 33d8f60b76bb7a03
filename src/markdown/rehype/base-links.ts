/**
 * Rehype plugin: the links written in generated content (`[Trabado](/reglas/trabado/)` in the
 * MDX of pipeline/wiki/emit, Refuerzos, term pages) are site paths; under a sub-path
 * (`BASE_PATH=/infinity/`) they must point inside it. Only `a[href]` and `img[src]` elements
 * change, through `withBase`; components (`<SeeFaq href>`, `<TermLink href>`) add the base
 * themselves when they render, so MDX JSX nodes are left alone here.
 *
 * astro.config.mjs: `rehypePlugins: [[rehypeBaseLinks, { base }]]` (MDX inherits it).
 */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { withBase } from '../../lib/base-path.ts';

export function baseLinks(tree: Root, base: string): void {
  if (base === '/') return;
  visit(tree, 'element', (node) => {
    const key = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
    const value = key && node.properties[key];
    if (key && typeof value === 'string') node.properties[key] = withBase(value, base);
  });
}

export function rehypeBaseLinks(options: { base: string }) {
  return (tree: Root) => baseLinks(tree, options.base);
}
