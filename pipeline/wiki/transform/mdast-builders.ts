import type { PhrasingContent, RootContent, BlockContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type {
  RuleAttributeValue,
  RuleComponentName,
  RuleComponentProps,
} from '../../../src/components/wiki/contract.ts';

/**
 * Attributes are plain strings (or `true`, written bare) only: nothing from the source becomes
 * an expression. An empty or absent value is left out, as a blank wiki parameter.
 */
function attributes<N extends RuleComponentName>(props: RuleComponentProps<N>): MdxJsxAttribute[] {
  return Object.entries(props as Record<string, RuleAttributeValue | undefined>)
    .filter(
      (entry): entry is [string, RuleAttributeValue] => entry[1] !== undefined && entry[1] !== '',
    )
    .map(([name, value]) => ({
      type: 'mdxJsxAttribute',
      name,
      value: value === true ? null : value,
    }));
}

/**
 * A wiki component on its own lines (`<SkillBox color="…" name="…" />`, or around blocks): it
 * type-checks with that component's props only (src/components/wiki/contract.ts).
 */
export function flowElement<N extends RuleComponentName>(
  name: N,
  props: RuleComponentProps<N>,
  children: (BlockContent | RootContent)[] = [],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: attributes(props),
    children: children as MdxJsxFlowElement['children'],
  };
}

/** A wiki component inside running text (`<TermLink target="…">…</TermLink>`). */
export function textElement<N extends RuleComponentName>(
  name: N,
  props: RuleComponentProps<N>,
  children: PhrasingContent[] = [],
): MdxJsxTextElement {
  return { type: 'mdxJsxTextElement', name, attributes: attributes(props), children };
}

/** An HTML tag the wiki may use inside text, as a JSX element (`<sup>2</sup>`). */
export function htmlTextElement(
  tag: 'sup' | 'sub',
  children: PhrasingContent[],
): MdxJsxTextElement {
  return { type: 'mdxJsxTextElement', name: tag, attributes: [], children };
}

/** A component without content, moved into running text: it renders where it stands. */
export function asTextElement(element: MdxJsxFlowElement): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name: element.name,
    attributes: element.attributes,
    children: [],
  };
}

export function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

export function paragraph(children: PhrasingContent[]): RootContent {
  return { type: 'paragraph', children };
}
