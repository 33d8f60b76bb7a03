// The one place that reads the rule collection: pages import the lists they need from here.
import { getCollection, type CollectionEntry } from 'astro:content';
import { SECTIONS } from '../lib/sections.ts';

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
    { faq: RulePage['data']['faqs'][number]; pages: { title: string; url: string }[] }
  >();
  for (const page of rulePages) {
    for (const faq of page.data.faqs) {
      const entry = byId.get(faq.id) ?? { faq, pages: [] };
      entry.pages.push({ title: page.data.title, url: `/reglas/${page.data.slug}/#${faq.id}` });
      byId.set(faq.id, entry);
    }
  }
  return [...byId.values()].sort((a, b) => a.faq.question.localeCompare(b.faq.question, 'es'));
})();
