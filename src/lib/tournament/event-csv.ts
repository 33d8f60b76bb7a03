import { toCsv } from '../csv.ts';
import { roundMission, roundTier } from './event-format.ts';
import type { TournamentEvent } from './event-schema.ts';

const HEADER = [
  'Ronda',
  'Mesa',
  'Escenario',
  'Tier',
  'Jugador A',
  'Jugador B',
  'PO A',
  'PO B',
  'PV A',
  'PV B',
];

/**
 * Every pairing and result of the event as CSV, one row per table and one per Bye (table and
 * opponent blank), with the byte-order mark that spreadsheets need to read UTF-8 names.
 */
export function eventCsv(event: TournamentEvent): string {
  const rows = event.rounds.flatMap((round) => {
    const mission = roundMission(event, round.round);
    const tier = roundTier(event, round.round);
    const games = round.pairs.map(({ table, a, b, result }) => [
      round.round,
      table,
      mission,
      tier,
      a,
      b,
      ...(result ? [result.opA, result.opB, result.vpA, result.vpB] : ['', '', '', '']),
    ]);
    const bye =
      round.bye === null ? [] : [[round.round, '', mission, tier, round.bye, 'Bye', 0, '', 0, '']];
    return [...games, ...bye];
  });
  return '\uFEFF' + toCsv([HEADER, ...rows]);
}
