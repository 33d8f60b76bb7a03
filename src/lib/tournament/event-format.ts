import type { Tier } from './kinds.ts';
import { roundsFor } from './rounds-for.ts';
import type { EventFormat, TournamentEvent } from './event-schema.ts';

/**
 * The six jornadas of the Escalation League, in order: "Estas seis jornadas estarán conformadas
 * por los escenarios con sus condiciones especiales para cada jornada". Their slugs are those of
 * the league rounds in the ITS build (`/its/ligas/<slug>/`).
 */
export const LEAGUE_ROUNDS = [
  'primera-jornada',
  'segunda-jornada',
  'tercera-jornada',
  'cuarta-jornada',
  'quinta-jornada',
  'sexta-jornada',
] as const;

/**
 * Torneo de Escalada: "La primera Ronda se jugará con un Nivel de Torneo: Low-Tier, la segunda
 * Ronda con un Nivel de Torneo: Mid-Tier y la última Ronda de Torneo con un Nivel de Torneo:
 * TopTier."
 */
export const ESCALATION_TIERS: readonly Tier[] = ['low', 'mid', 'top'];

/** Rounds of an event of this format: fixed for the two extras, suggested by players otherwise. */
export function formatRounds(format: EventFormat, players: number): number {
  if (format === 'escalation') return ESCALATION_TIERS.length;
  if (format === 'league') return LEAGUE_ROUNDS.length;
  return roundsFor(Math.max(players, 2));
}

/** Whether the organiser may choose the number of rounds and the scenarios. */
export function formatIsFixed(format: EventFormat): boolean {
  return format === 'league';
}

/**
 * Tier a round is played at. League rounds set their own army points per jornada (100 to 300)
 * and score with tables that do not depend on the tier, so the event's tier stands for them.
 */
export function roundTier(event: TournamentEvent, round: number): Tier {
  if (event.format === 'escalation') return ESCALATION_TIERS[round - 1] ?? 'top';
  return event.tier;
}

/** Scenario of a round: a league's own jornada, or the organiser's choice. */
export function roundMission(event: TournamentEvent, round: number): string {
  if (event.format === 'league') return LEAGUE_ROUNDS[round - 1] ?? '';
  return event.missions[round - 1] ?? '';
}
