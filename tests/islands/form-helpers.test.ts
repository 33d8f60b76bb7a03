import { describe, expect, it } from 'vitest';
import { mergeState } from '../../src/lib/merge-state.ts';
import { parseNumberInput } from '../../src/lib/parse-number-input.ts';
import { toCsv } from '../../src/lib/csv.ts';
import { formatNumber, formatPercent } from '../../src/lib/format-number.ts';

describe('parseNumberInput', () => {
  it.each([
    ['7', {}, 7],
    [' 12 ', {}, 12],
    ['0', { min: 0 }, 0],
    ['-2', { min: -6 }, -2],
    ['+3', {}, 3],
    ['1012,5', { integer: false }, 1012.5],
    ['1012.25', { integer: false }, 1012.25],
    ['10', { max: 10 }, 10],
  ])('%j %j → %s', (text, rules, value) => {
    expect(parseNumberInput(text, { label: 'PO', ...rules })).toEqual({ ok: true, value });
  });

  it.each([
    ['', {}, 'PO: escribe un número.'],
    ['   ', {}, 'PO: escribe un número.'],
    ['abc', {}, 'PO: «abc» no es un número.'],
    ['1e3', {}, 'PO: «1e3» no es un número.'],
    ['1,5', {}, 'PO: debe ser un número entero.'],
    ['-1', { min: 0 }, 'PO: no puede ser menor que 0.'],
    ['11', { max: 10 }, 'PO: no puede ser mayor que 10.'],
    ['NaN', {}, 'PO: «NaN» no es un número.'],
    ['Infinity', {}, 'PO: «Infinity» no es un número.'],
  ])('%j %j → %s', (text, rules, message) => {
    expect(parseNumberInput(text, { label: 'PO', ...rules })).toEqual({ ok: false, message });
  });
});

describe('mergeState', () => {
  const defaults = { rating: '1000', event: 'tournament', open: false };
  it.each([
    [
      { rating: '1200', event: 'league', open: true },
      { rating: '1200', event: 'league', open: true },
    ],
    [{ rating: 1200 }, defaults],
    [{ event: 'cup' }, defaults],
    [{ extra: 'x', open: 'yes' }, defaults],
    [null, defaults],
    ['string', defaults],
    [[1, 2], defaults],
    [undefined, defaults],
  ])('%j → %j', (raw, expected) => {
    expect(mergeState(defaults, raw, { event: ['tournament', 'league', 'oneShot'] })).toEqual(
      expected,
    );
  });
});

describe('toCsv', () => {
  it.each([
    [
      [
        ['a', 'b'],
        [1, 2],
      ],
      'a,b\r\n1,2\r\n',
    ],
    [[['con, coma', 'con "comillas"']], '"con, coma","con ""comillas"""\r\n'],
    [[['dos\nlíneas']], '"dos\nlíneas"\r\n'],
    [[['=1+1', '+34', '-x', '@sum', 'normal']], "'=1+1,'+34,'-x,'@sum,normal\r\n"],
    [[[-3, 0]], '-3,0\r\n'],
  ])('%j', (rows, expected) => {
    expect(toCsv(rows)).toBe(expected);
  });

  it('rejects NaN', () => {
    expect(() => toCsv([[Number.NaN]])).toThrow(/no válido/);
  });
});

describe('formatNumber / formatPercent', () => {
  it.each([
    [formatNumber(1012.5, 2), '1012,50'],
    [formatNumber(16, 2, true), '+16,00'],
    [formatNumber(-13.6, 2, true), '-13,60'],
    [formatNumber(0, 2, true), '0,00'],
    [formatPercent(0.30902777), '30,9\u00a0%'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
