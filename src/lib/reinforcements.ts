import { requireCount } from './require-count.ts';
import { requireOneOf } from './require-one-of.ts';

/** Army list sizes the "Tabla de Solicitar Refuerzos" covers. */
export type ReinforcementListPoints = 250 | 300 | 350 | 400;

/**
 * The "Tabla de Solicitar Refuerzos": the most Victory Points a player may have and still call
 * the Reinforcements, and the most at which the army is in Retreat (about a quarter of the list,
 * rounded up: 63 of 250, 88 of 350).
 */
export const REINFORCEMENTS_TABLE: Readonly<
  Record<ReinforcementListPoints, { threshold: number; retreatThreshold: number }>
> = {
  250: { threshold: 200, retreatThreshold: 63 },
  300: { threshold: 225, retreatThreshold: 75 },
  350: { threshold: 250, retreatThreshold: 88 },
  400: { threshold: 275, retreatThreshold: 100 },
};

export const REINFORCEMENT_LIST_POINTS: readonly ReinforcementListPoints[] = [250, 300, 350, 400];

/** Game rounds of a standard Infinity game; "Solicitar Refuerzos" names the third one. */
const LAST_ROUND = 3;

export interface ReinforcementsCheck {
  /** Request Reinforcements at this many VP or fewer. */
  threshold: number;
  /** The army is in Retreat at this many VP or fewer. */
  retreatThreshold: number;
  /** The active player may Request Reinforcements in this Tactical Phase. */
  canRequest: boolean;
  /** The VP are at or under the Retreat value of the table. */
  retreat: boolean;
}

/**
 * The "Solicitar Refuerzos" step for the active player: `victoryPoints` is the VP count of the
 * Main and Reinforcement sections together (as the rules' example adds them) and `round` the
 * game round (1–3). The player may request when the VP are at or under the table value, or in
 * the third game round whatever the VP.
 *
 * It does not track whether the Reinforcements were already deployed: the whole section enters
 * in a single Tactical Phase, so once is all there is, and the caller knows that.
 */
export function reinforcements(
  listPoints: ReinforcementListPoints,
  victoryPoints: number,
  round: number,
): ReinforcementsCheck {
  requireOneOf(listPoints, REINFORCEMENT_LIST_POINTS, 'Los puntos de la Lista de Ejército');
  requireCount(victoryPoints, 'Los Puntos de Victoria');
  requireCount(round, 'La Ronda de Juego', 1);
  if (round > LAST_ROUND) {
    throw new Error(`La Ronda de Juego debe estar entre 1 y ${LAST_ROUND} (recibido: ${round}).`);
  }
  // VP are the points of surviving troops of this very list, so they cannot exceed it.
  if (victoryPoints > listPoints) {
    throw new Error(
      `Los Puntos de Victoria (${victoryPoints}) no pueden superar los puntos de la lista (${listPoints}).`,
    );
  }
  const { threshold, retreatThreshold } = REINFORCEMENTS_TABLE[listPoints];
  return {
    threshold,
    retreatThreshold,
    canRequest: victoryPoints <= threshold || round === LAST_ROUND,
    retreat: victoryPoints <= retreatThreshold,
  };
}
