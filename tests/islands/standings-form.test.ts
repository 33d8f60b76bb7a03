import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  newRow,
  playerNames,
  readStandingsForm,
  sanitizeStandingsForm,
  type GameRow,
  type StandingsForm,
} from '../../src/islands/standings-form.ts';
import { decodeState, encodeState } from '../../src/lib/url-state.ts';

const row = (patch: Partial<GameRow>): GameRow => ({
  round: '1',
  a: '',
  b: '',
  bye: false,
  opA: '',
  opB: '',
  vpA: '',
  vpB: '',
  ...patch,
});
const form = (rows: GameRow[], players = 'Ana\nBerto\nCarla'): StandingsForm => ({
  players,
  rows,
  adjustByes: true,
});

describe('playerNames', () => {
  it.each([
    ['Ana\nBerto', ['Ana', 'Berto']],
    ['  Ana  \r\n\r\n Berto\n', ['Ana', 'Berto']],
    ['', []],
  ])('%j → %j', (text, names) => {
    expect(playerNames(text)).toEqual(names);
  });
});

describe('readStandingsForm', () => {
  it('turns complete rows into games and Byes', () => {
    const read = readStandingsForm(
      form([
        row({ a: 'Ana', b: 'Berto', opA: '7', opB: '3', vpA: '200', vpB: '150' }),
        row({ a: 'Carla', bye: true }),
      ]),
    );
    expect(read.games).toEqual([
      { round: 1, a: 'Ana', b: 'Berto', opA: 7, opB: 3, vpA: 200, vpB: 150 },
      { round: 1, bye: 'Carla' },
    ]);
    expect(read.rowErrors).toEqual([{}, {}]);
    expect(read.incomplete).toBe(0);
  });

  it.each([
    {
      name: 'a blank score',
      patch: { a: 'Ana', b: 'Berto', opA: '7', opB: '', vpA: '1', vpB: '1' },
      errors: {},
      incomplete: 1,
    },
    { name: 'a new row', patch: {}, errors: {}, incomplete: 1 },
    {
      name: 'negative OP',
      patch: { a: 'Ana', b: 'Berto', opA: '-1', opB: '0', vpA: '0', vpB: '0' },
      errors: { opA: 'PO de A: no puede ser menor que 0.' },
      incomplete: 0,
    },
    {
      name: 'round 0',
      patch: { round: '0', a: 'Ana', bye: true },
      errors: { round: 'Ronda: no puede ser menor que 1.' },
      incomplete: 0,
    },
    {
      name: 'a player against himself',
      patch: { a: 'Ana', b: 'Ana', opA: '1', opB: '0', vpA: '0', vpB: '0' },
      errors: { b: 'Un jugador no puede enfrentarse a sí mismo.' },
      incomplete: 0,
    },
    {
      name: 'a removed player',
      patch: { a: 'Dani', b: 'Ana', opA: '1', opB: '0', vpA: '0', vpB: '0' },
      errors: { a: 'Jugador A: «Dani» ya no está en la lista de jugadores.' },
      incomplete: 0,
    },
  ])('leaves out $name', ({ patch, errors, incomplete }) => {
    const read = readStandingsForm(form([row(patch)]));
    expect(read.games).toEqual([]);
    expect(read.rowErrors).toEqual([errors]);
    expect(read.incomplete).toBe(incomplete);
  });

  it('flags a repeated player name', () => {
    expect(readStandingsForm(form([], 'Ana\nBerto\nAna')).playersError).toBe(
      '«Ana» aparece dos veces en la lista de jugadores.',
    );
  });
});

describe('newRow', () => {
  it('continues the round of the last row', () => {
    expect(newRow([]).round).toBe('1');
    expect(newRow([row({ round: '3' })]).round).toBe('3');
  });
});

describe('sanitizeStandingsForm', () => {
  it('accepts what the form produces, through the URL codec', () => {
    const original = form(
      [row({ a: 'Ana', b: 'Berto', opA: '7' }), row({ a: 'Carla', bye: true })],
      'Ana\nBerto\nCarla',
    );
    expect(sanitizeStandingsForm(decodeState(encodeState(original)))).toEqual(original);
  });

  it('defaults adjustByes when missing', () => {
    expect(sanitizeStandingsForm({ players: '', rows: [] })).toEqual(EMPTY_FORM);
  });

  it.each([
    null,
    'text',
    { players: 3, rows: [] },
    { players: '', rows: {} },
    { players: '', rows: [null] },
    { players: '', rows: [{ ...row({}), opA: 3 }] },
    { players: '', rows: [{ ...row({}), bye: 'no' }] },
    { players: '', rows: [{ ...row({}), a: 'x'.repeat(201) }] },
    { players: '', rows: Array.from({ length: 513 }, () => row({})) },
    { players: Array.from({ length: 129 }, (_, i) => `P${i}`).join('\n'), rows: [] },
  ])('rejects %j', (raw) => {
    expect(sanitizeStandingsForm(raw)).toBeNull();
  });
});
