import { requireCount } from '../require-count.ts';

/**
 * Tournament Points (Puntos de Torneo) one player earns from a game, from the table in
 * "ITS: Reglas de Torneo", which looks only at the difference of Objective Points:
 *
 * | Result         | TP | OP difference |
 * |----------------|----|---------------|
 * | Victoria Total | 3  | 5 or more     |
 * | Victoria       | 2  | 1 to 4        |
 * | Empate         | 1  | 0             |
 * | Derrota        | 0  | negative      |
 *
 * The rules' own example: 7 OP against 3 OP is a Victoria (2 TP) for the first player and a
 * Derrota (0 TP) for the second. Victory Points never change the TP of a game: they only break
 * ties in the standings.
 */
export function tournamentPoints(op: number, opponentOp: number): 0 | 1 | 2 | 3 {
  requireCount(op, 'Los Puntos de Objetivo');
  requireCount(opponentOp, 'Los Puntos de Objetivo del adversario');
  const difference = op - opponentOp;
  if (difference >= 5) return 3;
  if (difference >= 1) return 2;
  if (difference === 0) return 1;
  return 0;
}
