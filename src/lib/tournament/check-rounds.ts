import type { TournamentGame } from './standings.ts';

/**
 * Checks the history of an event before pairing its next round: every player in a game is
 * registered, and every round so far is complete (each player either played or had the Bye),
 * since the next round is paired from the standings after the previous one ("A partir de la
 * segunda Ronda de Torneo se ordenará a los jugadores según los Puntos de Torneo acumulados").
 * Returns the highest round found (0 with no games). Throws a Spanish Error naming the round
 * and the player.
 */
export function checkRounds(players: readonly string[], games: readonly TournamentGame[]): number {
  const registered = new Set(players);
  const seen = new Map<number, Set<string>>();
  let last = 0;
  for (const game of games) {
    const names = 'bye' in game ? [game.bye] : [game.a, game.b];
    for (const name of names) {
      if (!registered.has(name)) {
        throw new Error(
          `Una partida de la Ronda ${game.round} nombra a «${name}», que no está inscrito.`,
        );
      }
    }
    const round = seen.get(game.round) ?? new Set<string>();
    names.forEach((name) => round.add(name));
    seen.set(game.round, round);
    last = Math.max(last, game.round);
  }
  for (let round = 1; round <= last; round += 1) {
    const present = seen.get(round) ?? new Set<string>();
    const missing = players.find((name) => !present.has(name));
    if (missing !== undefined) {
      throw new Error(
        `La Ronda ${round} está incompleta: «${missing}» no jugó ni tuvo Bye en ella.`,
      );
    }
  }
  return last;
}
