/**
 * Shared vocabulary of the ITS functions: tournaments, ratings and mission scoring. Kept apart from the functions
 * so that islands can import the types without pulling code into their bundles.
 */
import type { Tier } from '../missions/types.ts';

/**
 * Tournament level (Nivel del Torneo): Top-Tier 400 points, Mid-Tier 300, Low-Tier 200. Defined
 * once, by `tierSchema` in `schema.ts`; re-exported here as a type only, so islands ship no zod.
 */
export type { Tier };

/** Kind of official ITS event, the rows of the K-factor table in the Normas Básicas. */
export type EventType = 'tournament' | 'league' | 'oneShot';

/** Outcome of one game from the point of view of the player whose rating changes. */
export type GameResult = 'win' | 'draw' | 'loss';

/** The tiers in the order the calculators offer them; a test holds it equal to `tierSchema.options`. */
export const TIERS: readonly Tier[] = ['top', 'mid', 'low'];
export const EVENT_TYPES: readonly EventType[] = ['tournament', 'league', 'oneShot'];
export const GAME_RESULTS: readonly GameResult[] = ['win', 'draw', 'loss'];
