import type { EventType, GameResult, Tier } from '../lib/tournament/kinds.ts';

/** Spanish names of the library's codes, as the ITS documents write them. */
export const TIER_LABELS: Readonly<Record<Tier, string>> = {
  top: 'Top-Tier',
  mid: 'Mid-Tier',
  low: 'Low-Tier',
};
export const EVENT_LABELS: Readonly<Record<EventType, string>> = {
  tournament: 'Torneo',
  league: 'Liga',
  oneShot: 'One Shot',
};
export const RESULT_LABELS: Readonly<Record<GameResult, string>> = {
  win: 'Victoria',
  draw: 'Empate',
  loss: 'Derrota',
};
