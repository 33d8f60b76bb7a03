// The one place that reads the rule collection: pages import the lists they need from here.
import { getCollection, type CollectionEntry } from 'astro:content';
import { SECTIONS } from '../lib/sections.ts';
import {
  currentShard,
  rendersLists,
  rendersRulePages,
} from '../integrations/shards/build-shard.ts';

/** A rule page with its MDX, to render. */
export type RulePage = CollectionEntry<'reglas'>;
/** A rule page's frontmatter only: what the lists read (the same schema as `RulePage['data']`). */
export type RuleEntry = CollectionEntry<'reglasDatos'>;

const byTitle = (a: { data: { title: string } }, b: { data: { title: string } }) =>
  a.data.title.localeCompare(b.data.title, 'es');

/** The rule pages this build renders, by title: every page, or one shard's (src/integrations/shards/build-shard.ts). */
export const renderedRulePages: RulePage[] = rendersRulePages(currentShard)
  ? (await getCollection('reglas')).sort(byTitle)
  : [];

/**
 * Every rule page (wiki and extra rules), by title. A split build loads them only in the shard
 * that renders the lists (the other shards render rule pages only).
 */
export const rulePages: RuleEntry[] = rendersLists(currentShard)
  ? (await getCollection('reglasDatos')).sort(byTitle)
  : [];

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
