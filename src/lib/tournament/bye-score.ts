import { requireCount } from '../require-count.ts';

/** Objective and Victory Points accumulated by one player over a tournament. */
export interface PointTotals {
  op: number;
  vp: number;
}

/**
 * Final OP and VP of a player who received a Bye, as "Jugadores impares (Byes)" prescribes once
 * the last round is over: add up the points, multiply by the number of rounds of the tournament,
 * divide by the rounds actually played (normally one less), rounding up. The Bye itself gave
 * 0 OP and 0 VP, so without this the player would be behind on every tie-breaker.
 *
 * The rules apply the VP step "en caso de empate"; VP are only ever compared after an OP tie, so
 * scaling them always gives the same order and a simpler, predictable table.
 *
 * Integer arithmetic throughout: the quotient is computed with a ceiling on whole numbers, so no
 * floating-point error can push an exact result (21 × 3 / 3) to the next integer.
 */
export function byeScore(totals: PointTotals, rounds: number, roundsPlayed: number): PointTotals {
  if (totals === null || typeof totals !== 'object') {
    throw new Error('byeScore necesita un objeto { op, vp }.');
  }
  const op = requireCount(totals.op, 'Los Puntos de Objetivo');
  const vp = requireCount(totals.vp, 'Los Puntos de Victoria');
  requireCount(rounds, 'El número de Rondas del torneo', 1);
  requireCount(roundsPlayed, 'El número de Rondas jugadas', 1);
  if (roundsPlayed > rounds) {
    throw new Error(
      `Las Rondas jugadas (${roundsPlayed}) no pueden superar las Rondas del torneo (${rounds}).`,
    );
  }
  return { op: ceilDiv(op * rounds, roundsPlayed), vp: ceilDiv(vp * rounds, roundsPlayed) };
}

/** Ceiling of a / b for non-negative integers, without going through a fraction. */
function ceilDiv(a: number, b: number): number {
  const remainder = a % b;
  return (a - remainder) / b + (remainder > 0 ? 1 : 0);
}
