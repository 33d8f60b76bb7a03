// Reads the wiki's term pages and page histories: pages import the lists they need from here.
import { getCollection, type CollectionEntry } from 'astro:content';
import { rulePages } from './rules-query.ts';
import { currentShard, rendersLists } from '../integrations/shards/build-shard.ts';

export type TermEntry = CollectionEntry<'terminos'>;
export type HistoryEntry = CollectionEntry<'historial'>;

const ruleSlugs = new Set(rulePages.map((page) => page.data.slug));
// A split build's rule shards render no term or history page (src/integrations/shards/build-shard.ts).
const lists = rendersLists(currentShard);

/**
 * Term pages, by title. A term whose slug another part's rule page has (`/reglas/refuerzos/`)
 * yields to it: the page is the definition.
 */
export const termPages: TermEntry[] = (lists ? await getCollection('terminos') : [])
  .filter((term) => !ruleSlugs.has(term.data.slug))
  .sort((a, b) => a.data.title.localeCompare(b.data.title, 'es'));

/** Every wiki page's revisions, oldest first. */
export const pageHistories: HistoryEntry[] = lists ? await getCollection('historial') : [];

/** Pages with more than one revision: each has `/reglas/<slug>/cambios/`. */
export const changedPages: HistoryEntry[] = pageHistories.filter(
  (h) => h.data.revisions.length > 1,
);
