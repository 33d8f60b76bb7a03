/**
 * Shape of `content/corrections/its-mission-outline.json`: the reviewed outline of every mission card
 * and league round as printed. The placement check holds the generated cards to it.
 */
import { z } from 'astro/zod';
import { reviewedOutline, textItem } from './schema.ts';

/** A table a rule shows, by the words its first row starts with (after a reviewed header). */
const tableItem = z.object({ table: z.string().min(1) }).strict();
/** A scenery profile table, by the name of its first element (`PUERTA DE SEGURIDAD`). */
const profileItem = z.object({ profile: z.string().min(1) }).strict();
/** A mission skill box, by name, with the first words of each requirement and effect bullet. */
const skillItem = z
  .object({
    skill: z.string().min(1),
    requirements: z.array(z.string().min(1)),
    effects: z.array(z.string().min(1)),
  })
  .strict();

export const cardItemSchema = z.union([textItem, tableItem, profileItem, skillItem]);

/**
 * The parts the card prints under its own labels, as the page shows them: `facts` is the
 * configuration and the rule list, `objective-notes` a tier table kept as extracted.
 */
export const cardPartSchema = z.enum([
  'intro',
  'facts',
  'objectives',
  'secondary',
  'objective-notes',
  'classified',
  'forces',
  'deployment',
  'end',
]);

const partSchema = z
  .object({
    /** A part of the card under its printed label. */
    part: cardPartSchema.optional(),
    /** A special rule, by the title the page gives it (the rule list's spelling). */
    rule: z.string().min(1).optional(),
    /**
     * Text items in printed order (`p:` paragraph, `li:` bullet; `@N` pins source line N), then a
     * rule's tables, profiles and skills in printed order (the page shows them after its text).
     */
    items: z.array(cardItemSchema).min(1),
  })
  .strict()
  .refine(
    (p) => (p.part === undefined) !== (p.rule === undefined),
    'cada parte lleva «part» o «rule»',
  );

const cardSchema = z
  .object({
    /** URL segment under `/its/misiones/` or `/its/ligas/`. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    type: z.enum(['mission', 'league-round']),
    /** The card's printed title. */
    heading: z.string().min(1),
    /** Source lines of the card, first and last, for the reviewer. */
    lines: z.tuple([z.number().int().positive(), z.number().int().positive()]),
    parts: z.array(partSchema).min(1),
  })
  .strict();

export const missionOutlineSchema = reviewedOutline('cards', cardSchema);

export type MissionOutline = z.infer<typeof missionOutlineSchema>;
export type CardOutline = MissionOutline['cards'][number];
export type CardOutlinePart = CardOutline['parts'][number];
export type CardItem = z.infer<typeof cardItemSchema>;
export type CardPartName = z.infer<typeof cardPartSchema>;
