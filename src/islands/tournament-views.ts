/**
 * The organiser's parts that show only once the rules have run (an event has rounds and
 * standings only then): loaded with the engine, so the island's first download stays small.
 */
export { RoundView } from './tournament-round.tsx';
export { EventStandingsTable } from './tournament-standings.tsx';
