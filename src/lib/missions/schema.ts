/**
 * Schemas of the machine-readable scoring (`content/generated/its/scoring.json`, and the `scoring`
 * corrections it is built from). The types in `types.ts` are inferred from these, so the shape is
 * written once; pages validate the file where they read it.
 */
import { z } from 'astro/zod';

/** Tournament tier: army points 400 (top), 300 (mid), 200 (low). */
export const tierSchema = z.enum(['top', 'mid', 'low']);

/** A band of a table by army points: `min`–`max` (max null: "más de min-1") gives `op`. */
export const bandSchema = z
  .object({
    min: z.number().int().nonnegative(),
    max: z.number().int().nullable(),
    op: z.number().int(),
    /** Not printed in this mission's own text (taken from a table of the same shape): shown as assumed. */
    assumed: z.boolean().optional(),
  })
  .strict();

/** One scorable objective of a mission, as the calculator asks for it. */
export const scoringRuleSchema = z
  .object({
    /** Input id, unique within the mission. */
    id: z.string().min(1),
    /** What the player records, in Spanish, as printed. */
    label: z.string().min(1),
    /** `count`: how many (items, rounds, army points); `flag`: achieved or not. */
    kind: z.enum(['count', 'flag']),
    /** OP per unit (count) or for achieving it (flag); negative for penalties. Ignored with `bands`. */
    points: z.number(),
    /** Largest valid count (1 for flags). */
    max: z.number().int().nonnegative(),
    /** Most OP this objective can give. */
    cap: z.number().optional(),
    /** Extra points: only count when this other rule is above 0. */
    requires: z.string().optional(),
    /** Mutually exclusive objectives share a group; the group bounds their summed inputs. */
    group: z.string().optional(),
    /** Scored at the end of each game round or at the end of the game. */
    timing: z.enum(['round', 'end']),
    /** Printed condition, for the label (`sólo si se ha cumplido al menos 1…`). */
    condition: z.string().optional(),
    /**
     * Only counts while the player's other points stay under 10 OP (`sólo si el jugador dispone de un
     * total de Puntos de Objetivo inferior a 10`): it can fill up to 10, never raise the maximum.
     */
    belowMax: z.boolean().optional(),
    /** Why a value was inferred rather than read (shown next to the input). */
    note: z.string().optional(),
    /** Tables by army points: per tier, or `all` when the table does not depend on the tier. */
    bands: z.partialRecord(z.enum(['top', 'mid', 'low', 'all']), z.array(bandSchema)).optional(),
  })
  .strict();

/** Scoring of one mission or league round. */
export const missionScoringSchema = z
  .object({
    slug: z.string().min(1),
    name: z.string().min(1),
    kind: z.enum(['mission', 'league-round']),
    /** Tiers the mission can be played at. */
    tiers: z.array(tierSchema).min(1),
    /** Whether the HVT rule applies (killing an HVT loses the game). */
    hvt: z.boolean(),
    rules: z.array(scoringRuleSchema),
    /** Groups of exclusive rules: the sum of their inputs is at most `max`. */
    groups: z.array(z.object({ id: z.string(), max: z.number().int().nonnegative() }).strict()),
    /** Where the rules came from: the printed objectives, or a reviewed correction. */
    source: z.enum(['text', 'correction']),
  })
  .strict();

export const scoringFileSchema = z.object({ missions: z.array(missionScoringSchema) }).strict();
