import type { Parent, Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { FaqEntry } from './page-context.ts';
import { bestMatch } from '../../../src/lib/text-similarity.ts';

/** A ruling any `{{seefaq}}` note may point to: the page's own boxes come first. */
export interface FaqTarget {
  faq: FaqEntry;
  /** `#id` on the same page, `/reglas/<slug>/#id` elsewhere. */
  href: string;
}

/**
 * `{{seefaq | summary}}` notes summarise a ruling without naming it: the note links to the box
 * whose question and answer share the most words with the summary (or, for a bare
 * `{{seefaq}}`, with the sentence it stands in). The page's own boxes are tried first.
 * Returns the number of notes left without a ruling.
 */
export function linkSeeFaq(tree: Root, own: FaqTarget[], elsewhere: FaqTarget[]): number {
  let unmatched = 0;
  visit(
    tree,
    'mdxJsxTextElement',
    (node: MdxJsxTextElement, _index, parent: Parent | undefined) => {
      if (node.name !== 'SeeFaq') return;
      const summary = toString(node) || (parent ? toString(parent) : '');
      const find = (targets: FaqTarget[]) =>
        bestMatch(
          summary,
          targets.map((t) => ({ key: t.href, text: `${t.faq.question} ${t.faq.answer}` })),
        );
      const href = find(own) ?? find(elsewhere);
      if (href) node.attributes.push({ type: 'mdxJsxAttribute', name: 'href', value: href });
      else unmatched++;
    },
  );
  return unmatched;
}
