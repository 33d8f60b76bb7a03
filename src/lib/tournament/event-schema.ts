import * as z from 'zod/mini';

/**
 * The whole ITS event as the organiser's page keeps it (localStorage) and saves it (a JSON file
 * that another device can load). zod/mini rather than zod: the same checks in a fraction of the
 * bytes, since this ships in the organiser's island. Types come from here (`z.infer`).
 */

/**
 * `tournament`: an ITS tournament. `escalation`: the Torneo de Escalada extra ("sólo tendrán
 * tres Rondas de Torneo … Low-Tier, … Mid-Tier y … Top-Tier"). `league`: the Escalation League
 * ("sólo tendrán seis Jornadas, independientemente de la cantidad de jugadores").
 */
export const EVENT_FORMATS = ['tournament', 'escalation', 'league'] as const;
export const EVENT_TIERS = ['top', 'mid', 'low'] as const;

/** Caps that keep a crafted file from freezing the page; far above any real event. */
export const MAX_EVENT_PLAYERS = 128;
export const MAX_EVENT_ROUNDS = 12;

const text = (max: number) => z.string().check(z.maxLength(max));
const count = (max: number) => z.int().check(z.gte(0), z.lte(max));

/** One registered player: "su nombre, su PIN ITS y su facción o ejército sectorial". */
export const eventPlayerSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  pin: text(30),
  faction: text(80),
});

/** A game's result: OP of each player (never above 10 in ITS) and VP (surviving army points). */
export const gameResultSchema = z.object({
  opA: count(10),
  opB: count(10),
  vpA: count(100_000),
  vpB: count(100_000),
});

export const eventPairSchema = z.object({
  table: z.int().check(z.gte(1), z.lte(MAX_EVENT_PLAYERS)),
  a: text(60),
  b: text(60),
  result: z.nullable(gameResultSchema),
});

export const eventRoundSchema = z.object({
  round: z.int().check(z.gte(1), z.lte(MAX_EVENT_ROUNDS)),
  pairs: z.array(eventPairSchema).check(z.maxLength(MAX_EVENT_PLAYERS)),
  bye: z.nullable(text(60)),
});

export const tournamentEventSchema = z.object({
  app: z.literal('its-evento'),
  version: z.literal(1),
  format: z.enum(EVENT_FORMATS),
  name: text(120),
  tier: z.enum(EVENT_TIERS),
  roundCount: z.int().check(z.gte(1), z.lte(MAX_EVENT_ROUNDS)),
  /** Scenario slug of each round, in order. */
  missions: z.array(text(60)).check(z.maxLength(MAX_EVENT_ROUNDS)),
  avoidRematches: z.boolean(),
  /** Seed of the round 1 draw, kept so the draw can be repeated and checked. */
  seed: text(64),
  players: z.array(eventPlayerSchema).check(z.maxLength(MAX_EVENT_PLAYERS)),
  rounds: z.array(eventRoundSchema).check(z.maxLength(MAX_EVENT_ROUNDS)),
});

export type EventFormat = (typeof EVENT_FORMATS)[number];
export type EventPlayer = z.infer<typeof eventPlayerSchema>;
export type GameScore = z.infer<typeof gameResultSchema>;
export type EventPair = z.infer<typeof eventPairSchema>;
export type EventRound = z.infer<typeof eventRoundSchema>;
export type TournamentEvent = z.infer<typeof tournamentEventSchema>;
