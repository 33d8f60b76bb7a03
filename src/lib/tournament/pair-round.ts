import { checkRounds } from './check-rounds.ts';
import { matchWithoutRematches } from './match-without-rematches.ts';
import { seededShuffle } from './seeded-shuffle.ts';
import { standings, type TournamentGame } from './standings.ts';

export interface PairRoundOptions {
  /** Seed of the round 1 draw: the same seed gives the same pairs, a new one re-draws. */
  seed?: string;
  /**
   * Avoid pairing two players who already met, when possible. Beyond the ITS text, which does
   * not forbid rematches: off by default.
   */
  avoidRematches?: boolean;
}

export interface RoundPairing {
  round: number;
  pairs: { a: string; b: string }[];
  bye: string | null;
}

/**
 * The pairs of the next round of an ITS tournament or league, following "Emparejamientos" and
 * "Jugadores impares (Byes)" of the Season 10 text.
 *
 * - Round 1: "los emparejamientos serán aleatorios", a shuffle fixed by `options.seed`; with an
 *   odd number of players "en la primera Ronda de Torneo se determina de manera aleatoria qué
 *   jugador es el que recibe el Bye": the last of the same shuffle.
 * - Later rounds: players ordered by Tournament Points, then Objective Points, then Victory
 *   Points, then the sum of their opponents' OP (`standings` without the end-of-event Bye
 *   rescaling, which applies "una vez finalizada la última Ronda"), and "se enfrentará al
 *   primero con el segundo, al tercero con el cuarto y así sucesivamente".
 * - The Bye goes to "el jugador que se encuentre en la última posición … siempre y cuando no
 *   haya recibido un Bye con anterioridad", moving "a la posición inmediatamente superior" until
 *   one has not: "bajo ninguna circunstancia" two Byes to one player.
 *
 * `round` is one more than the highest round in `games`. Throws a Spanish Error for fewer than
 * two players, a player registered twice, a game naming an unregistered player, an incomplete
 * previous round, or an odd field where everyone already had a Bye.
 */
export function pairRound(
  players: readonly string[],
  games: readonly TournamentGame[],
  options: PairRoundOptions = {},
): RoundPairing {
  if (!Array.isArray(players) || players.length < 2) {
    throw new Error('Hacen falta al menos dos jugadores para emparejar una ronda.');
  }
  const registered = new Set<string>();
  for (const name of players) {
    if (typeof name !== 'string' || name.trim() === '') {
      throw new Error('Cada jugador necesita un nombre no vacío.');
    }
    if (registered.has(name)) throw new Error(`«${name}» está inscrito dos veces.`);
    registered.add(name);
  }
  const round = checkRounds(players, games) + 1;

  if (round === 1) {
    const drawn = seededShuffle(players, options.seed ?? '');
    const bye = drawn.length % 2 === 1 ? (drawn.pop() as string) : null;
    return { round, pairs: inOrder(drawn), bye };
  }

  // `standings` also rejects a second Bye and a player twice in a round, with its own message.
  const order = standings(games, { adjustByes: false }).map((row) => row.player);
  let bye: string | null = null;
  if (order.length % 2 === 1) {
    const hadBye = new Set(games.flatMap((game) => ('bye' in game ? [game.bye] : [])));
    bye = order.findLast((name) => !hadBye.has(name)) ?? null;
    if (bye === null) {
      throw new Error(
        `Todos los jugadores han tenido ya un Bye: la Ronda ${round} no puede tener otro.`,
      );
    }
  }
  const pool = order.filter((name) => name !== bye);
  if (options.avoidRematches) {
    const met = new Set(
      games.flatMap((game) => ('bye' in game ? [] : [key(game.a, game.b), key(game.b, game.a)])),
    );
    const pairs = matchWithoutRematches(pool, (a, b) => met.has(key(a, b)));
    if (pairs) return { round, pairs, bye };
  }
  return { round, pairs: inOrder(pool), bye };
}

/** First with second, third with fourth, and so on. */
function inOrder(order: readonly string[]): { a: string; b: string }[] {
  const pairs: { a: string; b: string }[] = [];
  for (let i = 0; i + 1 < order.length; i += 2) {
    pairs.push({ a: order[i] as string, b: order[i + 1] as string });
  }
  return pairs;
}

function key(a: string, b: string): string {
  return JSON.stringify([a, b]);
}
