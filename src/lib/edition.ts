/**
 * The edition a reader chose: the wiki mixes N4 and Code One text on one page ("…no Nulo o
 * Inmovilizado" in Code One, "…no Nulo (excepto Sepsitorizado y Poseído) ni Inmovilizado" in
 * N4). This file counts, from a page's generated MDX, what a choice hides, and words it.
 */
import { z } from 'astro/zod';
import { countNoun } from './count-noun.ts';

export const editionSchema = z.enum(['n4', 'c1']);
export type Edition = z.infer<typeof editionSchema>;
/** What `?edicion=` and the stored choice may hold: one edition, or every block. */
export const editionChoiceSchema = z.enum(['todas', ...editionSchema.options]);
export type EditionChoice = z.infer<typeof editionChoiceSchema>;

export const EDITION_LABELS: Record<Edition, string> = { n4: 'N4', c1: 'Code One' };
export const OTHER_EDITION: Record<Edition, Edition> = { n4: 'c1', c1: 'n4' };

/** Any value from a link or from storage: unknown values mean "every block". */
export function parseEditionChoice(value: string | null | undefined): EditionChoice {
  const parsed = editionChoiceSchema.safeParse(value?.trim().toLowerCase());
  return parsed.success ? parsed.data : 'todas';
}

/** What a page holds of each edition (counted once per page, stored with its tree). */
export const editionSummarySchema = z.object({
  /** Edition blocks (`{{n4}}`/`{{n4list}}`/`{{c1}}` … `end`) and inline N4 spans (`{{n4inline}}`). */
  parts: z.record(editionSchema, z.number()),
  /** Set when the page says it exists in one edition only (`{{n4only}}`). */
  only: editionSchema.optional(),
});
export type EditionSummary = z.infer<typeof editionSummarySchema>;

const EDITION_PART = new RegExp(
  `<Version(?:Inline)?\\s+edition="(${editionSchema.options.join('|')})"`,
  'g',
);

/**
 * Counts the edition parts of a rule page from its MDX body. The wiki emitter writes each as
 * one JSX element with its edition as the first attribute (`<Version edition="c1" …>`,
 * `<VersionInline edition="n4">`, `<EditionNote kind="n4only" />`), never inside a code span:
 * MDX text that looks like a tag is escaped (`&lt;`), so it cannot be counted by mistake.
 */
export function editionSummary(mdx: string): EditionSummary {
  const parts: Record<Edition, number> = { n4: 0, c1: 0 };
  for (const match of mdx.matchAll(EDITION_PART)) parts[match[1] as Edition] += 1;
  const only = /<EditionNote\s+kind="n4only"/.test(mdx) ? 'n4' : undefined;
  return { parts, only };
}

/** "3 bloques de Code One ocultos": what choosing `chosen` hides on the page, or nothing. */
export function hiddenMessage(summary: EditionSummary, chosen: Edition): string | undefined {
  const other = OTHER_EDITION[chosen];
  const count = summary.parts[other];
  if (count === 0) return undefined;
  const label = EDITION_LABELS[other];
  return countNoun(count, `bloque de ${label} oculto`, `bloques de ${label} ocultos`);
}

/** "Regla exclusiva de N4: no existe en Code One": a page of the other edition only. */
export function onlyMessage(summary: EditionSummary, chosen: Edition): string | undefined {
  if (!summary.only || summary.only === chosen) return undefined;
  return `Regla exclusiva de ${EDITION_LABELS[summary.only]}: no existe en ${EDITION_LABELS[chosen]}`;
}

/**
 * The editions a page applies to, for the `edicion` search filter: a page marked as one
 * edition's only is that edition; any other rule page holds text valid in both (text outside
 * edition blocks is common to both editions).
 */
export function pageEditions(summary: EditionSummary): Edition[] {
  return summary.only ? [summary.only] : [...editionSchema.options];
}
