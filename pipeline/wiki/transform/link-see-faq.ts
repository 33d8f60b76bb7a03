import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { FaqEntry } from '../../../src/content/wiki-schemas.ts';
import { createSimilarityIndex, type SimilarityIndex } from '../../../src/lib/text-similarity.ts';
import { pageMarks, type SeeFaqAt } from './page-marks.ts';

/** A ruling any `{{seefaq}}` note may point to: the page's own boxes come first. */
export interface FaqTarget {
  faq: FaqEntry;
  /** `#id` on the same page, `/reglas/<slug>/#id` elsewhere. */
  href: string;
}

/** Rulings indexed once by their words (question and answer), to match notes against. */
export type FaqIndex = SimilarityIndex<FaqTarget>;

export function createFaqIndex(targets: readonly FaqTarget[]): FaqIndex {
  return createSimilarityIndex(
    targets.map((t) => ({ key: t, text: `${t.faq.question} ${t.faq.answer}` })),
  );
}

/**
 * `{{seefaq | summary}}` notes summarise a ruling without naming it: the note links to the box
 * whose question and answer share the most words with the summary (or, for a bare
 * `{{seefaq}}`, with the sentence it stands in). The page's own boxes are tried first.
 * `elsewhere` is best the site's index built once with `createFaqIndex`, with `skipElsewhere`
 * leaving out the page's own rulings; a plain list is indexed on each call.
 * `notes`: the page's, when already found (page-marks.ts).
 * Returns the number of notes left without a ruling.
 */
export function linkSeeFaq(
  tree: Root,
  own: FaqTarget[],
  elsewhere: FaqTarget[] | FaqIndex,
  skipElsewhere?: (target: FaqTarget) => boolean,
  notes: readonly SeeFaqAt[] = pageMarks(tree).notes,
): number {
  let unmatched = 0;
  let ownIndex: FaqIndex | undefined;
  let elsewhereIndex: FaqIndex | undefined;
  for (const { node, parent } of notes) {
    const summary = toString(node) || (parent ? toString(parent) : '');
    ownIndex ??= createFaqIndex(own);
    elsewhereIndex ??= Array.isArray(elsewhere) ? createFaqIndex(elsewhere) : elsewhere;
    const target = ownIndex.best(summary) ?? elsewhereIndex.best(summary, skipElsewhere);
    if (target) node.attributes.push({ type: 'mdxJsxAttribute', name: 'href', value: target.href });
    else unmatched++;
  }
  return unmatched;
}
