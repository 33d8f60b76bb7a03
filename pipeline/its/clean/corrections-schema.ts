/**
 * Schema of `content/corrections/its.json`: reviewed fixes of extraction damage the generic cleaners
 * cannot see. Every entry says `why`; the source file is never edited. The `Correction` type is
 * inferred from this schema.
 */
import { z } from 'astro/zod';
import { missionScoringSchema, scoringRuleSchema } from '../../../src/lib/missions/schema.ts';

const why = z.string().min(10);
const lines = z.array(z.number().int().positive()).min(1);
const slug = z.string().regex(/^[a-z0-9-]+$/);

export const correctionSchema = z.discriminatedUnion('kind', [
  /** Replace text in one source line (a glyph lost by the extraction, a column mixed into a word). */
  z
    .object({
      kind: z.literal('replace'),
      line: z.number().int().positive(),
      find: z.string().min(1),
      replace: z.string(),
      lines: lines.optional(),
      why,
    })
    .strict(),
  /** Join two paragraphs that are one sentence; `first` ends the one paragraph, `second` starts the other. */
  z
    .object({ kind: z.literal('join'), first: z.string().min(1), second: z.string().min(1), why })
    .strict(),
  /** A heading that holds two names side by side (two columns): split it into these names. */
  z
    .object({
      kind: z.literal('split-heading'),
      text: z.string().min(1),
      into: z.array(z.string().min(1)).min(2),
      why,
    })
    .strict(),
  /**
   * Move paragraphs starting with one of `matches` (first unused occurrence each) to the record `to`;
   * with `cut`, each match is exact text cut out of its paragraph (two columns on one line).
   */
  z
    .object({
      kind: z.literal('assign'),
      to: z.string().min(1),
      from: z.string().optional(),
      matches: z.array(z.string().min(1)).min(1),
      cut: z.boolean().optional(),
      lines: lines.optional(),
      why,
    })
    .strict(),
  /** Machine-readable scoring where the source table is garbled: replaces what the objectives gave. */
  z
    .object({
      kind: z.literal('scoring'),
      slug,
      lines,
      scoring: missionScoringSchema
        .pick({ tiers: true, hvt: true, groups: true, rules: true })
        .partial(),
      why,
    })
    .strict(),
  /**
   * A reviewed fix on top of the scoring read from the text: `set` changes fields of rules by id,
   * `add` appends rules (a Classified block lost by the extraction), `groups` makes rules exclusive.
   */
  z
    .object({
      kind: z.literal('scoring-patch'),
      slug,
      lines,
      set: z.record(z.string(), scoringRuleSchema.partial()).optional(),
      add: z.array(scoringRuleSchema).optional(),
      groups: z
        .array(
          z
            .object({
              id: z.string(),
              max: z.number().int().nonnegative(),
              members: z.array(z.string()).min(1),
            })
            .strict(),
        )
        .optional(),
      why,
    })
    .strict(),
  /** A mission skill whose heading the extraction lost: the skill opens at the paragraph starting with `opensAt`. */
  z
    .object({
      kind: z.literal('skill-heading'),
      slug,
      name: z.string().min(1),
      orderType: z.string().nullable(),
      opensAt: z.string().min(1),
      lines,
      why,
    })
    .strict(),
  /**
   * A scenery profile table whose cells cannot be paired in order: the source line of each column
   * label and of each cell, row by row (`null`: empty cell, `"above"`: merged with the cell above).
   */
  z
    .object({
      kind: z.literal('profile-table'),
      slug,
      rule: z.string().optional(),
      columns: z.array(z.number().int().positive()).min(2),
      rows: z
        .array(z.array(z.union([z.number().int().positive(), z.null(), z.literal('above')])).min(2))
        .min(1),
      lines,
      why,
    })
    .strict()
    .refine((c) => c.rows.every((r) => r.length === c.columns.length), {
      message: 'cada fila tiene tantas celdas como columnas',
      path: ['rows'],
    }),
  /** A small printed table of a mission whose cells came out one per line. */
  z
    .object({
      kind: z.literal('table'),
      slug,
      rule: z.string().min(1),
      caption: z.number().int().positive().optional(),
      header: z.array(z.string()).min(1),
      rows: z.array(z.array(z.number().int().positive()).min(1)).min(1),
      lines,
      why,
    })
    .strict(),
  /** Paragraphs of a mission that the column interleaving put under the wrong rule. */
  z
    .object({
      kind: z.literal('move'),
      slug,
      to: z.string().min(1),
      matches: z.array(z.string().min(1)).min(1),
      lines,
      why,
    })
    .strict(),
  /**
   * A garble the source does not settle (`Tirada de VOL3`: its sign lost): the text stays as printed
   * and the page shows `note` beside `find`, the words of line `line` it is about.
   */
  z
    .object({
      kind: z.literal('mark'),
      line: z.number().int().positive(),
      find: z.string().min(1),
      note: z.string().min(1),
      why,
    })
    .strict(),
  /** The card's `Configuración tipo` where the text cannot give it (`value: null`: the card prints none). */
  z
    .object({ kind: z.literal('configuration'), slug, value: z.string().nullable(), lines, why })
    .strict(),
]);

export type Correction = z.infer<typeof correctionSchema>;
