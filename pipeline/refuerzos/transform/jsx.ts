/** Small builders of the MDX JSX nodes the lead's components render (string attributes only). */
import type { BlockContent, DefinitionContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';

export function jsx(
  name: string,
  attributes: Record<string, string | undefined>,
  children: (BlockContent | DefinitionContent)[] = [],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes)
      .filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')
      .map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
    children,
  };
}
