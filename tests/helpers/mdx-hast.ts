/**
 * hast trees as MDX hands them to the rehype plugins of rule text (src/markdown/rehype/), for their
 * tests: markdown headings as elements, the wiki's components (`<Heading>`, `<SkillBox>`,
 * `<RuleHeader>`) as JSX elements.
 */
import type { Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';

/** `h`: a markdown heading; `heading`: `<Heading level>`; `box`: `<SkillBox name>`; `rule`: `<RuleHeader kind>`. */
export type Item = { h: number } | { heading: string } | { box: string } | { rule: string };

export const jsx = (name: string, attribute: string, value: string): MdxJsxFlowElementHast => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [{ type: 'mdxJsxAttribute', name: attribute, value }],
  children: [],
});

function node(item: Item): RootContent {
  if ('h' in item) return { type: 'element', tagName: `h${item.h}`, properties: {}, children: [] };
  if ('heading' in item) return jsx('Heading', 'level', item.heading) as RootContent;
  if ('box' in item) return jsx('SkillBox', 'name', item.box) as RootContent;
  return jsx('RuleHeader', 'kind', item.rule) as RootContent;
}

export const tree = (items: Item[]): Root => ({ type: 'root', children: items.map(node) });

/** The attribute `name` of each `<RuleHeader>` among `nodes`, in order ('' where it has none). */
export function ruleHeaderAttributes(nodes: readonly unknown[], name: string): string[] {
  return (nodes as { name?: string; attributes?: { name: string; value: string }[] }[])
    .filter((n) => n.name === 'RuleHeader')
    .map((n) => n.attributes!.find((a) => a.name === name)?.value ?? '');
}
