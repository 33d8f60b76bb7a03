import type { TournamentEvent } from './event-schema.ts';
import { standings, type StandingsRow, type TournamentGame } from './standings.ts';

/** The games of an event with a result, and its Byes, as `standings` and `pairRound` take them. */
export function eventGames(event: TournamentEvent): TournamentGame[] {
  return event.rounds.flatMap((round) => [
    ...round.pairs.flatMap(({ a, b, result }) =>
      result ? [{ round: round.round, a, b, ...result }] : [],
    ),
    ...(round.bye === null ? [] : [{ round: round.round, bye: round.bye }]),
  ]);
}

/** Whether every game of a round has its result. */
export function roundComplete(round: TournamentEvent['rounds'][number]): boolean {
  return round.pairs.every((pair) => pair.result !== null);
}

/** Whether the last round has been played and every result is in. */
export function eventFinished(event: TournamentEvent): boolean {
  const last = event.rounds.at(-1);
  return event.rounds.length >= event.roundCount && last !== undefined && roundComplete(last);
}

/**
 * The event's classification. The Bye rescaling applies only once the event is over ("Una vez
 * finalizada la última Ronda de Torneo"); before that the table is the running order used to
 * pair. A league rescales by its own rule: "Multiplica el total por 8. Divide el total entre el
 * número de jornadas que ha jugado".
 */
export function eventStandings(event: TournamentEvent): StandingsRow[] {
  return standings(eventGames(event), {
    adjustByes: eventFinished(event),
    ...(event.format === 'league' ? { byeMultiplier: LEAGUE_BYE_MULTIPLIER } : {}),
  });
}

export const LEAGUE_BYE_MULTIPLIER = 8;
