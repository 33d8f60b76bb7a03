/**
 * The JSX elements of a rule page's hast tree as MDX gives it (`<RuleHeader>`, `<SkillBox>`,
 * `<Heading>`…), for the rehype plugins of rule text: which nodes they are, and their attributes.
 */
import type { Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';

export type Node = Root | RootContent;
export type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

export function isJsx(node: Node): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The value of a plain attribute (`name="…"`); undefined when absent or an expression. */
export function jsxAttribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Sets a plain attribute, replacing the one of that name if any (running a plugin twice changes nothing). */
export function setJsxAttribute(node: JsxElement, name: string, value: string): void {
  node.attributes = node.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || a.name !== name);
  node.attributes.push({ type: 'mdxJsxAttribute', name, value });
}
