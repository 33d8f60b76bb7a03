import { expectedScore } from './expected-score.ts';
import { kFactor } from './k-factor.ts';
import { requireOneOf } from '../require-one-of.ts';
import { GAME_RESULTS, type EventType, type GameResult, type Tier } from '../tournament/kinds.ts';

/** Actual score S of the ELO formula. */
const SCORE: Readonly<Record<GameResult, number>> = { win: 1, draw: 0.5, loss: 0 };

/**
 * Change of a player's ITS rating after one game: K × (S − E), with K from {@link kFactor},
 * S = 1 / 0.5 / 0 for a win / draw / loss and E from {@link expectedScore}.
 *
 * Unrounded on purpose: how (and whether) the official Gestor de Torneos rounds is not written in
 * the rules, so the caller decides how to display it. For two players under the same K the two
 * changes add up to zero.
 */
export function ratingChange(
  rating: number,
  opponentRating: number,
  result: GameResult,
  event: EventType,
  tier: Tier,
): number {
  requireOneOf(result, GAME_RESULTS, 'El resultado');
  const k = kFactor(event, tier);
  return k * (SCORE[result] - expectedScore(rating, opponentRating));
}
