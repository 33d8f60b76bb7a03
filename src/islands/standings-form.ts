import type { TournamentGame } from '../lib/tournament/standings.ts';
import { parseNumberInput } from '../lib/parse-number-input.ts';

/**
 * The standings calculator's form, kept as the reader typed it (strings), and its translation
 * into the library's games. Pure and separate from the island so it can be unit-tested and so
 * that a link or localStorage entry is checked before the form ever sees it.
 */

export interface GameRow {
  round: string;
  a: string;
  /** Opponent; ignored when `bye` is set. */
  b: string;
  bye: boolean;
  opA: string;
  opB: string;
  vpA: string;
  vpB: string;
}

export interface StandingsForm {
  /** One player per line, as typed in the textarea. */
  players: string;
  rows: GameRow[];
  adjustByes: boolean;
}

export type RowField = keyof GameRow;

export interface ReadForm {
  players: string[];
  /** Problem with the player list itself (a repeated name). */
  playersError: string | null;
  games: TournamentGame[];
  /** Per row, the message for each field with a wrong value; blanks are not errors. */
  rowErrors: Partial<Record<RowField, string>>[];
  /** Rows left out because a field is still blank. */
  incomplete: number;
}

/** Caps that keep a crafted link from freezing the page; far above any real event. */
export const MAX_PLAYERS = 128;
export const MAX_ROWS = 512;
const MAX_TEXT = 10_000;

export const EMPTY_FORM: StandingsForm = { players: '', rows: [], adjustByes: true };

/** A new row, in the round of the last one so entering a round is a series of "add". */
export function newRow(rows: readonly GameRow[]): GameRow {
  const round = rows.at(-1)?.round ?? '1';
  return { round, a: '', b: '', bye: false, opA: '', opB: '', vpA: '', vpB: '' };
}

/** Names of the textarea, trimmed, blank lines dropped, in the order typed. */
export function playerNames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Reads the form into games. A row with a blank field is incomplete and simply not counted yet;
 * a row with a wrong value gets a message on that field and is not counted either, so the table
 * always reflects only what is certain.
 */
export function readStandingsForm(form: StandingsForm): ReadForm {
  const players = playerNames(form.players);
  const seen = new Set<string>();
  let playersError: string | null = null;
  for (const name of players) {
    if (seen.has(name)) playersError ??= `«${name}» aparece dos veces en la lista de jugadores.`;
    seen.add(name);
  }

  const games: TournamentGame[] = [];
  const rowErrors: Partial<Record<RowField, string>>[] = [];
  let incomplete = 0;

  for (const row of form.rows) {
    const errors: Partial<Record<RowField, string>> = {};
    // An object, not a `let`: the helpers below set it, and TypeScript does not see closures write.
    const missing = { any: false };
    const count = (
      field: 'round' | 'opA' | 'opB' | 'vpA' | 'vpB',
      label: string,
      min: number,
    ): number => {
      if (row[field].trim() === '') {
        missing.any = true;
        return 0;
      }
      const parsed = parseNumberInput(row[field], { label, min });
      if (!parsed.ok) errors[field] = parsed.message;
      return parsed.ok ? parsed.value : 0;
    };
    const player = (field: 'a' | 'b', label: string): string => {
      if (row[field] === '') missing.any = true;
      else if (!seen.has(row[field]))
        errors[field] = `${label}: «${row[field]}» ya no está en la lista de jugadores.`;
      return row[field];
    };

    const round = count('round', 'Ronda', 1);
    const a = player('a', 'Jugador A');
    if (row.bye) {
      if (!missing.any && Object.keys(errors).length === 0) games.push({ round, bye: a });
    } else {
      const b = player('b', 'Jugador B');
      if (a !== '' && a === b) errors.b = 'Un jugador no puede enfrentarse a sí mismo.';
      const opA = count('opA', 'PO de A', 0);
      const opB = count('opB', 'PO de B', 0);
      const vpA = count('vpA', 'PV de A', 0);
      const vpB = count('vpB', 'PV de B', 0);
      if (!missing.any && Object.keys(errors).length === 0)
        games.push({ round, a, b, opA, opB, vpA, vpB });
    }
    if (missing.any && Object.keys(errors).length === 0) incomplete += 1;
    rowErrors.push(errors);
  }
  return { players, playersError, games, rowErrors, incomplete };
}

/**
 * Checks data from a link or localStorage and returns it as a form, or null when it is not one.
 * Field by field, so an unexpected shape can never reach the controls.
 */
export function sanitizeStandingsForm(raw: unknown): StandingsForm | null {
  if (raw === null || typeof raw !== 'object') return null;
  const source = raw as Record<string, unknown>;
  if (typeof source['players'] !== 'string' || !Array.isArray(source['rows'])) return null;
  if (source['players'].length > MAX_TEXT || source['rows'].length > MAX_ROWS) return null;
  if (playerNames(source['players']).length > MAX_PLAYERS) return null;
  const rows: GameRow[] = [];
  for (const item of source['rows'] as unknown[]) {
    if (item === null || typeof item !== 'object') return null;
    const cell = item as Record<string, unknown>;
    const text = (key: string): string | null => {
      const value = cell[key];
      return typeof value === 'string' && value.length <= 200 ? value : null;
    };
    const fields = ['round', 'a', 'b', 'opA', 'opB', 'vpA', 'vpB'].map(text);
    if (fields.includes(null) || typeof cell['bye'] !== 'boolean') return null;
    const [round, a, b, opA, opB, vpA, vpB] = fields as string[];
    rows.push({
      round: round!,
      a: a!,
      b: b!,
      bye: cell['bye'],
      opA: opA!,
      opB: opB!,
      vpA: vpA!,
      vpB: vpB!,
    });
  }
  return {
    players: source['players'],
    rows,
    adjustByes: typeof source['adjustByes'] === 'boolean' ? source['adjustByes'] : true,
  };
}
