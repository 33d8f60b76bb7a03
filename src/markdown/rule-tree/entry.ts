/**
 * What src/content/rules-loader.ts stored with a `reglas` entry (`rendered.metadata`): the
 * page's tree and its edition summary, each checked against its schema (Astro types
 * `rendered.metadata` as any record).
 */
import type { z } from 'astro/zod';
import { editionSummarySchema, type EditionSummary } from '../../lib/edition.ts';
import { ruleTreeSchema, type RuleTree } from './schema.ts';

interface StoredEntry {
  id: string;
  rendered?: { metadata?: Record<string, unknown> };
}

function stored<T>(entry: StoredEntry, key: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(entry.rendered?.metadata?.[key]);
  if (!parsed.success) {
    throw new Error(`reglas/${entry.id}: sin «${key}» de la página (${parsed.error.message})`);
  }
  return parsed.data;
}

export function ruleTreeOf(entry: StoredEntry): RuleTree {
  return stored(entry, 'ruleTree', ruleTreeSchema);
}

/** What the page holds of each edition, counted from its MDX when it was compiled. */
export function editionsOf(entry: StoredEntry): EditionSummary {
  return stored(entry, 'editions', editionSummarySchema);
}
