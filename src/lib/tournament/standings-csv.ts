import { toCsv } from '../csv.ts';
import type { StandingsRow } from './standings.ts';

/** Column headings of the exported classification, in Spanish like the rest of the site. */
const HEADER = [
  'Posición',
  'Jugador',
  'Puntos de Torneo',
  'Puntos de Objetivo',
  'Puntos de Victoria',
  'Suma PO rivales',
];

/**
 * The classification as a CSV file, one row per player in rank order, with a byte-order mark
 * first: without it common spreadsheets read UTF-8 as Latin-1 and mangle accented names.
 */
export function standingsCsv(rows: readonly StandingsRow[]): string {
  const body = rows.map((row) => [row.rank, row.player, row.tp, row.op, row.vp, row.sos]);
  return '\uFEFF' + toCsv([HEADER, ...body]);
}
