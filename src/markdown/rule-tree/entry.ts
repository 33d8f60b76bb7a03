/**
 * What src/content/rules-loader.ts stored with a `rules` entry (`rendered.metadata`): the file of
 * the page's tree and its edition summary, each checked against its schema (Astro types
 * `rendered.metadata` as any record). The tree is read when the page is rendered.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { editionSummarySchema, type EditionSummary } from '../../lib/edition.ts';
import { ruleTreeSchema, type RuleTree } from './schema.ts';

interface StoredEntry {
  id: string;
  rendered?: { metadata?: Record<string, unknown> };
}

function stored<T>(entry: StoredEntry, key: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(entry.rendered?.metadata?.[key]);
  if (!parsed.success) {
    throw new Error(`rules/${entry.id}: sin «${key}» de la página (${parsed.error.message})`);
  }
  return parsed.data;
}

export function ruleTreeOf(entry: StoredEntry): RuleTree {
  const file = stored(entry, 'treeFile', z.string());
  return ruleTreeSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** What the page holds of each edition, counted from its MDX when it was compiled. */
export function editionsOf(entry: StoredEntry): EditionSummary {
  return stored(entry, 'editions', editionSummarySchema);
}
