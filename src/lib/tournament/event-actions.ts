import { assignMissions } from './assign-missions.ts';
import { eventGames, roundComplete } from './event-games.ts';
import { LEAGUE_ROUNDS, formatRounds, roundMission } from './event-format.ts';
import type { EventFormat, GameScore, TournamentEvent } from './event-schema.ts';
import { MIN_ROUNDS } from './rounds-for.ts';
import { pairRound } from './pair-round.ts';
import { tableNumbers } from './table-numbers.ts';

export { newEvent } from './new-event.ts';

/**
 * What the organiser does to an event, as pure functions from one event to the next. Each
 * throws a Spanish Error when the rules (or the state of the event) forbid the step, and never
 * changes its input, so the page can show the message and keep everything that was entered.
 */

/** Changes the format, with its own number of rounds; only before the first pairing. */
export function setFormat(event: TournamentEvent, format: EventFormat): TournamentEvent {
  requireNotStarted(event, 'cambiar el formato');
  return { ...event, format, roundCount: formatRounds(format, event.players.length) };
}

/** Sets the number of rounds of a tournament: "nunca deberían ser menos de 3". */
export function setRoundCount(event: TournamentEvent, rounds: number): TournamentEvent {
  requireNotStarted(event, 'cambiar el número de rondas');
  if (event.format !== 'tournament') {
    throw new Error('El número de rondas lo fija el formato (Escalada: 3; Escalation League: 6).');
  }
  if (!Number.isInteger(rounds) || rounds < MIN_ROUNDS) {
    throw new Error(`Un torneo ITS nunca debería tener menos de ${MIN_ROUNDS} rondas.`);
  }
  return { ...event, roundCount: rounds };
}

/**
 * Checks the registration: at least two players, each name once. Names are compared without
 * case or surrounding spaces, so "Ana" and "ana " are caught as the same person.
 */
export function checkPlayers(event: TournamentEvent): void {
  if (event.players.length < 2) throw new Error('Inscribe al menos dos jugadores.');
  const seen = new Map<string, string>();
  for (const { name } of event.players) {
    const folded = name.trim().toLocaleLowerCase('es');
    if (folded === '') throw new Error('Cada jugador necesita un nombre.');
    const earlier = seen.get(folded);
    if (earlier !== undefined) {
      throw new Error(`«${name}» está inscrito dos veces (ya está «${earlier}»).`);
    }
    seen.set(folded, name);
  }
}

/**
 * Pairs the next round. Before round 1 it checks the registration and the scenarios ("No se
 * pueden repetir dos veces el mismo escenario en un mismo torneo"); later, that every result of
 * the previous round is in, and that the event has rounds left.
 */
export function startNextRound(event: TournamentEvent): TournamentEvent {
  checkPlayers(event);
  const last = event.rounds.at(-1);
  if (last && !roundComplete(last)) {
    const table = last.pairs.find((pair) => pair.result === null)?.table;
    throw new Error(`Falta el resultado de la mesa ${table} de la Ronda ${last.round}.`);
  }
  if (event.rounds.length >= event.roundCount) {
    throw new Error(`El evento ya ha jugado sus ${event.roundCount} rondas.`);
  }
  const missions =
    event.format === 'league'
      ? [...LEAGUE_ROUNDS]
      : assignMissions(event.missions, event.roundCount);
  const pairing = pairRound(
    event.players.map((player) => player.name),
    eventGames(event),
    { seed: event.seed, avoidRematches: event.avoidRematches },
  );
  return {
    ...event,
    missions: event.format === 'league' ? event.missions : missions,
    rounds: [
      ...event.rounds,
      {
        round: pairing.round,
        pairs: tableNumbers(pairing.pairs).map((pair) => ({ ...pair, result: null })),
        bye: pairing.bye,
      },
    ],
  };
}

/** Draws round 1 again with a new seed; only while it is the only round, losing its results. */
export function redrawFirstRound(event: TournamentEvent, seed: string): TournamentEvent {
  if (event.rounds.length !== 1) {
    throw new Error('Sólo se puede volver a sortear la Ronda 1 mientras es la única ronda.');
  }
  return startNextRound({ ...event, seed, rounds: [] });
}

/** Removes the last round with its results. */
export function undoLastRound(event: TournamentEvent): TournamentEvent {
  if (event.rounds.length === 0) throw new Error('No hay ninguna ronda que deshacer.');
  return { ...event, rounds: event.rounds.slice(0, -1) };
}

/**
 * Records (or clears, with null) the result of one table. `maxOp` is the scenario's maximum
 * ("getMissionScoring(slug).maxOp"): a result above it is refused with a message naming the
 * table, and the event is left unchanged.
 */
export function recordResult(
  event: TournamentEvent,
  round: number,
  table: number,
  result: GameScore | null,
  maxOp: number,
): TournamentEvent {
  const target = event.rounds.find((r) => r.round === round);
  const pair = target?.pairs.find((p) => p.table === table);
  if (!target || !pair) throw new Error(`No hay mesa ${table} en la Ronda ${round}.`);
  if (event.rounds.at(-1) !== target) {
    throw new Error(
      `La Ronda ${round} ya no es la última: deshaz las siguientes para cambiar un resultado.`,
    );
  }
  if (result) {
    const mission = roundMission(event, round);
    for (const [who, op] of [
      [pair.a, result.opA],
      [pair.b, result.opB],
    ] as const) {
      if (!Number.isInteger(op) || op < 0 || op > maxOp) {
        throw new Error(
          `Mesa ${table}: ${op} PO para «${who}» no es posible; el máximo de «${mission}» es ${maxOp} PO.`,
        );
      }
    }
    for (const vp of [result.vpA, result.vpB]) {
      if (!Number.isInteger(vp) || vp < 0) {
        throw new Error(`Mesa ${table}: los PV son un número entero no negativo.`);
      }
    }
  }
  return {
    ...event,
    rounds: event.rounds.map((r) =>
      r === target ? { ...r, pairs: r.pairs.map((p) => (p === pair ? { ...p, result } : p)) } : r,
    ),
  };
}

function requireNotStarted(event: TournamentEvent, what: string): void {
  if (event.rounds.length > 0) {
    throw new Error(`Para ${what} hay que deshacer antes las rondas emparejadas.`);
  }
}
