import { requireCount } from '../require-count.ts';

/**
 * Suggested number of rounds of an ITS tournament, from "Número de Rondas de Torneo":
 *
 *     PARTICIPANTES 4-8 9-16 17+
 *     RONDAS DE TORNEO 3 4 5
 *
 * "Este número de Rondas de Torneo es una sugerencia. El Organizador puede decidir variarlo,
 * aunque nunca deberían ser menos de 3." The table starts at 4 players; with 2 or 3 the floor of
 * 3 rounds applies. Fewer than 2 players is not a tournament and throws.
 */
export function roundsFor(participants: number): number {
  requireCount(participants, 'El número de participantes', 2);
  if (participants <= 8) return 3;
  if (participants <= 16) return 4;
  return 5;
}

/** The organiser may change the suggestion, "aunque nunca deberían ser menos de 3". */
export const MIN_ROUNDS = 3;
