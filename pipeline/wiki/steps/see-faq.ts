import type { ConvertedPage } from '../transform/convert-page.ts';
import { createFaqIndex, linkSeeFaq, type FaqTarget } from '../transform/link-see-faq.ts';
import type { PageMarks, SeeFaqAt } from '../transform/page-marks.ts';
import type { PageAddresses } from './slugs.ts';

/**
 * `{{seefaq}}` notes point to the ruling they summarise, on the page or elsewhere: a page's own
 * boxes are tried first, by `#id`, then every ruling of the site. A bare note shows its ruling's
 * question. Returns how many notes match no ruling (they stay notes).
 */
export function linkFaqNotes(
  pages: readonly ConvertedPage[],
  marks: ReadonlyMap<ConvertedPage, PageMarks>,
  { urlOf }: PageAddresses,
): number {
  // Every ruling's site-wide target, built once.
  const siteFaqs = pages.flatMap((page) =>
    page.ctx.faqs.map((faq) => ({
      page,
      target: { faq, href: `${urlOf(page.revision.title)}#${faq.id}` },
    })),
  );
  // One word index over every ruling of the site, built once: matching a note scores only the
  // rulings that share a word with it, so the step stays linear in the size of the wiki.
  const siteIndex = createFaqIndex(siteFaqs.map((entry) => entry.target));
  const siteByHref = new Map(siteFaqs.map((entry) => [entry.target.href, entry.target]));
  // Each page's own rulings as site-wide targets, grouped once (a filter per page was quadratic).
  const targetsOf = new Map<ConvertedPage, Set<FaqTarget>>();
  for (const entry of siteFaqs)
    targetsOf.set(entry.page, (targetsOf.get(entry.page) ?? new Set()).add(entry.target));
  let unmatched = 0;
  for (const page of pages) {
    const own: FaqTarget[] = page.ctx.faqs.map((faq) => ({ faq, href: `#${faq.id}` }));
    const mine = targetsOf.get(page) ?? new Set<FaqTarget>();
    const { notes } = marks.get(page)!;
    unmatched += linkSeeFaq(page.tree, own, siteIndex, (target) => mine.has(target), notes);
    labelBareNotes(page, notes, (href) => own.find((t) => t.href === href) ?? siteByHref.get(href));
  }
  return unmatched;
}

/**
 * A bare `{{seefaq}}` matched to a ruling shows that ruling's question instead of a lone badge;
 * one matched to none leads to the page's list of FAQs (`#faq-y-errata`), when it has one.
 */
function labelBareNotes(
  page: ConvertedPage,
  notes: readonly SeeFaqAt[],
  targetOf: (href: string) => FaqTarget | undefined,
): void {
  for (const { node } of notes) {
    if (node.children.length > 0) continue;
    const href = node.attributes.find(
      (a) => a.type === 'mdxJsxAttribute' && a.name === 'href',
    )?.value;
    const target = typeof href === 'string' ? targetOf(href) : undefined;
    if (target)
      node.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'question',
        value: target.faq.question,
      });
    else if (!href && page.ctx.faqs.length > 0) {
      // Matched to no ruling: the note still says an FAQ touches this sentence, and leads to the page's list.
      node.attributes.push(
        { type: 'mdxJsxAttribute', name: 'href', value: '#faq-y-errata' },
        { type: 'mdxJsxAttribute', name: 'question', value: 'ver las FAQ de esta página' },
      );
    }
  }
}
