import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { generatedPath } from '../lib/generated-dir.ts';
import { pageHistorySchema, termPageSchema } from '../lib/wiki-data.ts';
import { rulePageSchema } from './wiki-schemas.ts';

export const wikiCollections = {
  reglas: defineCollection({
    loader: glob({ pattern: '*.mdx', base: generatedPath('reglas') }),
    schema: rulePageSchema,
  }),
  /** Names the site has no rule for yet: one page each at `/reglas/<slug>/`. */
  terminos: defineCollection({
    loader: file(generatedPath('wiki/terms.json')),
    schema: termPageSchema,
  }),
  /** Every revision of every wiki page, with word-level diffs. */
  historial: defineCollection({
    loader: file(generatedPath('wiki/history.json')),
    schema: pageHistorySchema,
  }),
};
