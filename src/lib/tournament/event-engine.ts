/**
 * Everything the organiser's page computes with, as one module that the island loads on first
 * use (a separate chunk: src/islands/use-event-engine.ts): the rules of pairing, results and standings, the event
 * file and every scenario's scoring. Loaded once, it keeps working with no network.
 */
export {
  newEvent,
  recordResult,
  redrawFirstRound,
  setFormat,
  setRoundCount,
  startNextRound,
  undoLastRound,
} from './event-actions.ts';
export { eventCsv } from './event-csv.ts';
export { parseEvent } from './event-file.ts';
export { eventFinished, eventStandings } from './event-games.ts';
export { standingsCsv } from './standings-csv.ts';
export { getMissionScoring, scoreMission } from '../missions/mission-scoring.ts';
