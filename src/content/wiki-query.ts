// Reads the wiki's term pages and page histories: pages import the lists they need from here.
import { getCollection, type CollectionEntry } from 'astro:content';
import { rulePages } from './rules-query.ts';

export type TermEntry = CollectionEntry<'terms'>;
export type HistoryEntry = CollectionEntry<'histories'>;

const ruleSlugs = new Set(rulePages.map((page) => page.data.slug));

/**
 * Term pages, by title. A term whose slug another part's rule page has (`/reglas/refuerzos/`)
 * yields to it: the page is the definition.
 */
export const termPages: TermEntry[] = (await getCollection('terms'))
  .filter((term) => !ruleSlugs.has(term.data.slug))
  .sort((a, b) => a.data.title.localeCompare(b.data.title, 'es'));

/** Every wiki page's revisions, oldest first. */
export const pageHistories: HistoryEntry[] = await getCollection('histories');

/** Pages with more than one revision: each has `/reglas/<slug>/cambios/`. */
export const changedPages: HistoryEntry[] = pageHistories.filter(
  (h) => h.data.revisions.length > 1,
);
