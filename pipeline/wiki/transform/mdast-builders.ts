import type { PhrasingContent, RootContent, BlockContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** Attributes are plain strings only: nothing from the source becomes an expression. */
function attributes(props: Record<string, string | undefined>): MdxJsxAttribute[] {
  return Object.entries(props)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value }));
}

export function flowElement(
  name: string,
  props: Record<string, string | undefined> = {},
  children: (BlockContent | RootContent)[] = [],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: attributes(props),
    children: children as MdxJsxFlowElement['children'],
  };
}

export function textElement(
  name: string,
  props: Record<string, string | undefined> = {},
  children: PhrasingContent[] = [],
): MdxJsxTextElement {
  return { type: 'mdxJsxTextElement', name, attributes: attributes(props), children };
}

export function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

export function paragraph(children: PhrasingContent[]): RootContent {
  return { type: 'paragraph', children };
}
