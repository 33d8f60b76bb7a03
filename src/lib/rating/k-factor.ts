import { requireOneOf } from '../require-one-of.ts';
import { EVENT_TYPES, TIERS, type EventType, type Tier } from '../tournament/kinds.ts';

/** Base K per event type, the Mid-Tier column of the table in the ITS "Normas Básicas". */
export const K_BASE: Readonly<Record<EventType, number>> = {
  tournament: 32,
  league: 16,
  oneShot: 4,
};

/** "K+15%" for Top-Tier and "K-15%" for Low-Tier, as the table writes them. */
export const TIER_ADJUSTMENT: Readonly<Record<Tier, number>> = { top: 0.15, mid: 0, low: -0.15 };

/** Cells the table marks "No aplicable": a league is always played at Mid-Tier. */
export const K_NOT_APPLICABLE: Readonly<Record<EventType, readonly Tier[]>> = {
  tournament: [],
  league: ['top', 'low'],
  oneShot: [],
};

/**
 * The K factor of an ITS rating change for an event type and tier (tournament 32, league 16,
 * one-shot 4; Top-Tier +15 %, Low-Tier −15 %). Throws for the combinations the table marks
 * "No aplicable" rather than guessing a value the rules do not give.
 *
 * Special events (the Interplanetario, for instance) may use another K: the rules say so, and
 * this function does not cover them.
 */
export function kFactor(event: EventType, tier: Tier): number {
  requireOneOf(event, EVENT_TYPES, 'El tipo de evento');
  requireOneOf(tier, TIERS, 'El nivel del torneo');
  if (K_NOT_APPLICABLE[event].includes(tier)) {
    throw new Error(
      `La tabla del factor K marca esta combinación como "No aplicable" (${event}, ${tier}).`,
    );
  }
  // Rounded to 10 decimals so that 32 × 1.15 reads 36.8, not 36.800000000000004.
  return Math.round(K_BASE[event] * (1 + TIER_ADJUSTMENT[tier]) * 1e10) / 1e10;
}
