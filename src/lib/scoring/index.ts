/**
 * Public face of the scoring library: pure, typed functions for ITS tournaments, ITS ratings,
 * the Reinforcements extra and the skirmish game's opposed rolls. No DOM here: the islands in
 * `src/islands/` are thin forms over these.
 */
export type { Die, EventType, GameResult, Tier } from './kinds.ts';
export { TIERS, EVENT_TYPES, GAME_RESULTS } from './kinds.ts';

export { tournamentPoints } from './tournament-points.ts';
export { byeScore, type PointTotals } from './bye-score.ts';
export {
  standings,
  type ByeGame,
  type PlayedGame,
  type StandingsOptions,
  type StandingsRow,
  type TournamentGame,
} from './standings.ts';

export { kFactor, K_BASE, K_NOT_APPLICABLE, TIER_ADJUSTMENT } from './k-factor.ts';
export { expectedScore } from './expected-score.ts';
export { ratingChange } from './rating-change.ts';

export {
  reinforcements,
  REINFORCEMENTS_TABLE,
  REINFORCEMENT_LIST_POINTS,
  type ReinforcementListPoints,
  type ReinforcementsCheck,
} from './reinforcements.ts';

export { DICE } from './dice.ts';
export { shiftDie } from './shift-die.ts';
export {
  applyLevelModifiers,
  type LevelInput,
  type LevelOutcome,
} from './apply-level-modifiers.ts';
export { opposedRollOdds } from './opposed-roll-odds.ts';

export { standingsCsv } from './standings-csv.ts';

// Mission scoring is written by another engineer in missions.ts (contract in the brief).
export { getMissionScoring, scoreMission } from './missions.ts';

// Running an event: pairings, Byes, scenarios and tables, and the event file.
export { pairRound, type PairRoundOptions, type RoundPairing } from './pair-round.ts';
export { roundsFor, MIN_ROUNDS } from './rounds-for.ts';
export { assignMissions, drawMissions } from './assign-missions.ts';
export { tableNumbers, type TablePair } from './table-numbers.ts';
export { seededShuffle } from './seeded-shuffle.ts';
export { checkRounds } from './check-rounds.ts';
export { matchWithoutRematches } from './match-without-rematches.ts';
export {
  tournamentEventSchema,
  EVENT_FORMATS,
  type EventFormat,
  type EventPlayer,
  type EventPair,
  type EventRound,
  type GameScore,
  type TournamentEvent,
} from './event-schema.ts';
export {
  LEAGUE_ROUNDS,
  ESCALATION_TIERS,
  formatRounds,
  roundMission,
  roundTier,
} from './event-format.ts';
export { eventGames, eventFinished, eventStandings, roundComplete } from './event-games.ts';
export {
  newEvent,
  setFormat,
  setRoundCount,
  checkPlayers,
  startNextRound,
  redrawFirstRound,
  undoLastRound,
  recordResult,
} from './event-actions.ts';
export { parseEvent, type ParsedEvent } from './event-file.ts';
export { serializeEvent } from './event-json.ts';
export { eventCsv } from './event-csv.ts';
