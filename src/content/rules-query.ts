// The one place that reads the rule collection: pages import the lists they need from here.
import { getCollection, type CollectionEntry } from 'astro:content';
import { SECTIONS } from '../lib/sections.ts';
import { rulingPath } from '../lib/faq-id.ts';
import { slugify } from '../lib/slug.ts';

/** A rule page: its frontmatter, and its compiled tree (read when the page is rendered). */
export type RulePage = CollectionEntry<'rules'>;

/** Every rule page (wiki and extra rules), by title. */
export const rulePages: RulePage[] = (await getCollection('rules')).sort((a, b) =>
  a.data.title.localeCompare(b.data.title, 'es'),
);

/** Sections that have at least one page, in the order `SECTIONS` lists them. */
export const sectionsWithPages = Object.entries(SECTIONS)
  .map(([key, section]) => ({
    key,
    ...section,
    pages: rulePages.filter(
      (page) => page.data.sections.includes(key) || page.data.section === key,
    ),
  }))
  .filter((section) => section.pages.length > 0);

/** Every FAQ and errata ruling once, with each page it stands on. */
export const faqIndex = (() => {
  const byId = new Map<
    string,
    {
      faq: RulePage['data']['faqs'][number];
      /** Each page it stands on: the box (`url`) and the ruling's own page there (`ruling`). */
      pages: { title: string; url: string; ruling: string }[];
    }
  >();
  for (const page of rulePages) {
    for (const faq of page.data.faqs) {
      const entry = byId.get(faq.id) ?? { faq, pages: [] };
      entry.pages.push({
        title: page.data.title,
        url: `/reglas/${page.data.slug}/#${faq.id}`,
        ruling: rulingPath(page.data.slug, faq.id),
      });
      byId.set(faq.id, entry);
    }
  }
  return [...byId.values()].sort((a, b) => a.faq.question.localeCompare(b.faq.question, 'es'));
})();

/** A ruling as it stands on one rule page: it has its own page there (`path`). */
export interface Ruling {
  page: RulePage;
  faq: RulePage['data']['faqs'][number];
  /** `/reglas/<rule>/faq/<id>/`. */
  path: string;
}

/** Every ruling on every rule page that shows it: one ruling page each. */
export const rulings: Ruling[] = rulePages.flatMap((page) =>
  page.data.faqs.map((faq) => ({ page, faq, path: rulingPath(page.data.slug, faq.id) })),
);

const pageBySlug = new Map(rulePages.map((page) => [page.data.slug, page]));

/** The rule page at `/reglas/<slug>/`, when there is one. */
export function rulePageAt(slug: string | undefined): RulePage | undefined {
  return slug === undefined ? undefined : pageBySlug.get(slug);
}

/** The rule page a title names, when the site has it (a ruling's related titles). */
export function rulePageNamed(title: string): RulePage | undefined {
  return pageBySlug.get(slugify(title));
}
