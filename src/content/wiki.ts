import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { generatedPath } from './generated-dir.ts';
import { pageHistorySchema, termPageSchema } from './wiki-data.ts';
import { ruleEntrySchema } from './wiki-schemas.ts';
import { ruleLoader } from './rules-loader.ts';

export const wikiCollections = {
  /** The rule pages: their frontmatter, and their MDX compiled once into a tree (rules-loader.ts). */
  rules: defineCollection({ loader: ruleLoader(generatedPath('rules')), schema: ruleEntrySchema }),
  /** Names the site has no rule for yet: one page each at `/reglas/<slug>/`. */
  terms: defineCollection({
    loader: file(generatedPath('wiki/terms.json')),
    schema: termPageSchema,
  }),
  /** Every revision of every wiki page, with word-level diffs. */
  histories: defineCollection({
    loader: file(generatedPath('wiki/history.json')),
    schema: pageHistorySchema,
  }),
};
