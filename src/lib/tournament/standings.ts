import { byeScore } from './bye-score.ts';
import { requireCount } from '../require-count.ts';
import { tournamentPoints } from './tournament-points.ts';

/** One game of a tournament round between players `a` and `b`. */
export interface PlayedGame {
  round: number;
  a: string;
  b: string;
  opA: number;
  opB: number;
  vpA: number;
  vpB: number;
}

/** A Bye: the player sat the round out and receives a Victoria (2 TP), 0 OP and 0 VP. */
export interface ByeGame {
  round: number;
  bye: string;
}

export type TournamentGame = PlayedGame | ByeGame;

/** One line of the classification. `rank` is shared by players tied on every criterion. */
export interface StandingsRow {
  player: string;
  tp: number;
  op: number;
  vp: number;
  /** Sum of the OP of every distinct opponent faced (the fourth tie-breaker). */
  sos: number;
  rank: number;
}

export interface StandingsOptions {
  /**
   * Apply the Bye adjustment of the final classification (default true). The rules do it "una
   * vez finalizada la última Ronda"; pass false for the running order used to pair the next
   * round, which compares raw totals.
   */
  adjustByes?: boolean;
  /**
   * What a Bye receiver's OP and VP are multiplied by before dividing by the rounds played.
   * Default: the rounds of the event ("Multiplica el total por el número de Rondas del torneo").
   * Leagues pass 8, their text's own variant: "Multiplica el total por 8. Divide el total entre
   * el número de jornadas que ha jugado".
   */
  byeMultiplier?: number;
}

/** Points of a Bye round, from "Jugadores impares (Byes)". */
const BYE_TOURNAMENT_POINTS = 2;

/**
 * Spanish collation, so that a tie on every criterion lists "Álvaro" next to "Alberto". Made on
 * first use: building it loads the locale's collation data, the costliest step of evaluating the
 * standings chunk in a browser at hydration (docs/figures.md).
 */
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string) =>
  (collator ??= new Intl.Collator('es', { sensitivity: 'base' })).compare(a, b);

interface Tally {
  tp: number;
  op: number;
  vp: number;
  gamesPlayed: number;
  byeRound: number | null;
  opponents: Set<string>;
}

/**
 * Classification of a tournament, following "Clasificación final": Tournament Points, then
 * Objective Points, then Victory Points, then the sum of the OP of the opponents faced.
 *
 * - The number of rounds of the tournament is the highest round that appears in `games`.
 * - A player who received a Bye has OP and VP rescaled with {@link byeScore} before any
 *   comparison, and the opponents' sums use those rescaled totals, since they are that player's
 *   "Puntos de Objetivo totales al final del torneo".
 * - Players tied on all four criteria share a rank and are listed alphabetically, so that the
 *   table never depends on the order in which games were entered.
 *
 * Throws, naming the player and round, for a second Bye to the same player (the rules forbid it
 * "bajo ninguna circunstancia"), for a player appearing twice in one round, and for any malformed
 * game.
 */
export function standings(
  games: readonly TournamentGame[],
  options: StandingsOptions = {},
): StandingsRow[] {
  if (!Array.isArray(games)) throw new Error('standings necesita una lista de partidas.');
  const adjustByes = options.adjustByes ?? true;
  const tallies = new Map<string, Tally>();
  const seenInRound = new Map<number, Set<string>>();
  let rounds = 0;

  const tally = (player: string): Tally => {
    let entry = tallies.get(player);
    if (!entry) {
      entry = { tp: 0, op: 0, vp: 0, gamesPlayed: 0, byeRound: null, opponents: new Set() };
      tallies.set(player, entry);
    }
    return entry;
  };
  const markSeen = (player: string, round: number): void => {
    let seen = seenInRound.get(round);
    if (!seen) {
      seen = new Set();
      seenInRound.set(round, seen);
    }
    if (seen.has(player)) {
      throw new Error(`El jugador "${player}" aparece dos veces en la Ronda ${round}.`);
    }
    seen.add(player);
  };

  games.forEach((game, index) => {
    const where = `Partida ${index + 1}`;
    if (game === null || typeof game !== 'object') throw new Error(`${where}: no es una partida.`);
    const round = requireCount(game.round, `${where}: la Ronda`, 1);
    rounds = Math.max(rounds, round);

    if ('bye' in game) {
      const player = requirePlayer(game.bye, `${where}: el jugador con Bye`);
      markSeen(player, round);
      const entry = tally(player);
      if (entry.byeRound !== null) {
        throw new Error(
          `El jugador "${player}" recibe un segundo Bye (Rondas ${entry.byeRound} y ${round}): ` +
            'nadie puede recibir dos Byes en el mismo torneo.',
        );
      }
      entry.byeRound = round;
      entry.tp += BYE_TOURNAMENT_POINTS;
      return;
    }

    const a = requirePlayer(game.a, `${where}: el jugador A`);
    const b = requirePlayer(game.b, `${where}: el jugador B`);
    if (a === b) throw new Error(`${where}: "${a}" no puede jugar contra sí mismo.`);
    const opA = requireCount(game.opA, `${where}: los PO de "${a}"`);
    const opB = requireCount(game.opB, `${where}: los PO de "${b}"`);
    const vpA = requireCount(game.vpA, `${where}: los PV de "${a}"`);
    const vpB = requireCount(game.vpB, `${where}: los PV de "${b}"`);
    markSeen(a, round);
    markSeen(b, round);

    const entryA = tally(a);
    const entryB = tally(b);
    entryA.tp += tournamentPoints(opA, opB);
    entryB.tp += tournamentPoints(opB, opA);
    entryA.op += opA;
    entryB.op += opB;
    entryA.vp += vpA;
    entryB.vp += vpB;
    entryA.gamesPlayed += 1;
    entryB.gamesPlayed += 1;
    entryA.opponents.add(b);
    entryB.opponents.add(a);
  });

  // Rescale Bye receivers first: the opponents' sums below must read the final totals.
  if (adjustByes) {
    for (const entry of tallies.values()) {
      // With no game played yet the totals are 0 and stay 0; byeScore would divide by zero.
      if (entry.byeRound !== null && entry.gamesPlayed > 0) {
        const multiplier = options.byeMultiplier ?? rounds;
        const scaled = byeScore(
          { op: entry.op, vp: entry.vp },
          Math.max(multiplier, entry.gamesPlayed),
          entry.gamesPlayed,
        );
        entry.op = scaled.op;
        entry.vp = scaled.vp;
      }
    }
  }

  const rows = [...tallies].map(([player, entry]) => ({
    player,
    tp: entry.tp,
    op: entry.op,
    vp: entry.vp,
    sos: [...entry.opponents].reduce((sum, opponent) => sum + (tallies.get(opponent)?.op ?? 0), 0),
    rank: 0,
  }));

  rows.sort(
    (x, y) =>
      compareScores(x, y) || compareNames(x.player, y.player) || (x.player < y.player ? -1 : 1),
  );
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    row.rank = previous && compareScores(previous, row) === 0 ? previous.rank : index + 1;
  });
  return rows;
}

/** Orders by the four criteria of "Clasificación final", best first. */
function compareScores(x: StandingsRow, y: StandingsRow): number {
  return y.tp - x.tp || y.op - x.op || y.vp - x.vp || y.sos - x.sos;
}

/** A player is named by a non-empty string; the name is the identity, compared exactly. */
function requirePlayer(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${name} debe ser un nombre no vacío.`);
  }
  return value;
}
