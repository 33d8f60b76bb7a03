/**
 * Types of the machine-readable scoring, inferred from the zod schemas in `schema.ts` (one shape,
 * written once). Type-only imports: the calculator islands ship no zod.
 */
import type { z } from 'astro/zod';
import type {
  bandSchema,
  missionScoringSchema,
  scoringFileSchema,
  scoringRuleSchema,
  tierSchema,
} from './schema.ts';

/** Tournament tier: army points 400 (top), 300 (mid), 200 (low). */
export type Tier = z.infer<typeof tierSchema>;

/** A band of a table by army points: `min`–`max` (max null: "más de min-1") gives `op`. */
export type Band = z.infer<typeof bandSchema>;

/** One scorable objective of a mission, as the calculator asks for it. */
export type ScoringRule = z.infer<typeof scoringRuleSchema>;

/** Scoring of one mission or league round. */
export type MissionScoringData = z.infer<typeof missionScoringSchema>;

export type ScoringFile = z.infer<typeof scoringFileSchema>;
