/**
 * A `reglas` entry's tree, as src/content/rule-mdx-loader.ts stored it (`rendered.metadata`),
 * checked against its schema: Astro types `rendered.metadata` as any record.
 */
import { ruleTreeSchema, type RuleTree } from './schema.ts';

export function ruleTreeOf(entry: {
  id: string;
  rendered?: { metadata?: Record<string, unknown> };
}): RuleTree {
  const parsed = ruleTreeSchema.safeParse(entry.rendered?.metadata?.['ruleTree']);
  if (!parsed.success) {
    throw new Error(`reglas/${entry.id}: sin árbol de la página (${parsed.error.message})`);
  }
  return parsed.data;
}
