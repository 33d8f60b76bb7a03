import { slugify } from './slug.ts';

/**
 * Anchor of an FAQ box, from its question alone: the link in a forum post keeps working when
 * boxes are added, removed or reordered. Long questions are cut at a word boundary.
 */
export function faqId(question: string, maxLength = 60): string {
  const slug = slugify(question);
  if (slug.length <= maxLength) return `faq-${slug}`;
  const cut = slug.slice(0, maxLength + 1);
  const boundary = cut.lastIndexOf('-');
  return `faq-${boundary > 20 ? cut.slice(0, boundary) : slug.slice(0, maxLength)}`;
}

/** The segment of a ruling's own page under its rule page's `faq/`: its id without `faq-`. */
export function rulingSegment(id: string): string {
  return id.replace(/^faq-/, '') || id;
}

/** The site path of a ruling's own page: `/reglas/<rule>/faq/<segment>/`. */
export function rulingPath(slug: string, id: string): string {
  return `/reglas/${slug}/faq/${rulingSegment(id)}/`;
}
