import type { Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { text } from './mdast-builders.ts';

/**
 * A `<br>` inside an inline component (`<SeeFaq>`, `<MissingLink>`, `<sup>`) would be written
 * as a line break inside the JSX tag, and MDX reads a closing tag that starts a line as a block
 * of its own: the page stops compiling. Inside those components a break becomes a space.
 */
export function breaksOutOfInlineComponents(tree: Root): void {
  visit(tree, 'mdxJsxTextElement', (element: MdxJsxTextElement) => {
    visit(element, 'break', (_node, index, parent) => {
      if (parent && index !== undefined) parent.children[index] = text(' ');
    });
  });
}
