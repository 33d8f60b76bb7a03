import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { RULE_HEADER_LABELS } from '../../src/components/wiki/contract.ts';

/** A JSX element's string attribute (`id`, `kind`, `href`…), or `''` when it has none. */
export function jsxAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : '';
}

/** What a rule block (`RuleHeader`) is called: «Requisitos», «Efectos»… (its kind when unknown). */
export function ruleHeaderText(node: MdxJsxFlowElement): string {
  const kind = jsxAttribute(node, 'kind') as keyof typeof RULE_HEADER_LABELS;
  return RULE_HEADER_LABELS[kind] ?? kind;
}
