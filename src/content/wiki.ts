import { defineCollection } from 'astro:content';
import { file, type Loader } from 'astro/loaders';
import { generatedPath } from './generated-dir.ts';
import {
  currentShard,
  rendersLists,
  rendersRulePages,
  shardOf,
  type BuildShard,
} from '../integrations/shards/build-shard.ts';
import { pageHistorySchema, termPageSchema } from './wiki-data.ts';
import { ruleEntrySchema } from './wiki-schemas.ts';
import { ruleFrontmatter } from './rule-data-loader.ts';
import { ruleMdx } from './rules-loader.ts';

const rulesDir = generatedPath('reglas');

/**
 * The MDX files this build renders: all of them, or (a split build, RULE_SHARD) the files of one
 * shard (a file's shard comes from its name, src/integrations/shards/build-shard.ts).
 */
function inShard(shard: BuildShard | undefined): (file: string) => boolean {
  return (file) => !shard || shardOf(file.slice(0, -4), shard.count) === shard.index;
}

/** A collection this shard never reads: rule shards render no list, shard 0 no rule page. */
const nothing: Loader = { name: 'vacia-en-este-fragmento', load: async () => {} };
const lists = rendersLists(currentShard);

export const wikiCollections = {
  /** The rule pages this build renders: their MDX, compiled once into a tree (rule-mdx-loader.ts). */
  reglas: defineCollection({
    loader: rendersRulePages(currentShard) ? ruleMdx(rulesDir, inShard(currentShard)) : nothing,
    schema: ruleEntrySchema,
  }),
  /** Every rule page's frontmatter, whatever the shard: the lists read it. */
  reglasDatos: defineCollection({
    loader: lists ? ruleFrontmatter(rulesDir) : nothing,
    schema: ruleEntrySchema,
  }),
  /** Names the site has no rule for yet: one page each at `/reglas/<slug>/`. */
  terminos: defineCollection({
    loader: lists ? file(generatedPath('wiki/terms.json')) : nothing,
    schema: termPageSchema,
  }),
  /** Every revision of every wiki page, with word-level diffs. */
  historial: defineCollection({
    loader: lists ? file(generatedPath('wiki/history.json')) : nothing,
    schema: pageHistorySchema,
  }),
};
