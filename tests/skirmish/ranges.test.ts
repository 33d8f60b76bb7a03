import { describe, expect, it } from 'vitest';
import {
  checkCoverage,
  formatRange,
  parseRange,
  rangeContains,
  type RollRange,
} from '../../src/lib/skirmish/ranges.ts';

describe('parseRange', () => {
  const cases: [string, RollRange | null][] = [
    ['5', { low: 5, high: 5 }],
    ['1-4', { low: 1, high: 4 }],
    ['1–4', { low: 1, high: 4 }],
    ['1—4', { low: 1, high: 4 }],
    [' 2 - 8 ', { low: 2, high: 8 }],
    ['6+', { low: 6, high: null }],
    ['10 +', { low: 10, high: null }],
    ['4-1', null],
    ['', null],
    ['D6', null],
    ['Todos', null],
    ['1-', null],
    ['-3', null],
    ['1,2', null],
    ['+6', null],
  ];
  it.each(cases)('%j → %j', (text, expected) => {
    expect(parseRange(text)).toEqual(expected);
  });

  it.each([
    [{ low: 1, high: 4 }, '1-4'],
    [{ low: 5, high: 5 }, '5'],
    [{ low: 6, high: null }, '6+'],
  ] as [RollRange, string][])('formats %j as %s', (r, text) => {
    expect(formatRange(r)).toBe(text);
    expect(parseRange(text)).toEqual(r);
  });

  it.each([
    [{ low: 6, high: null }, 9, true],
    [{ low: 6, high: null }, 5, false],
    [{ low: 1, high: 4 }, 4, true],
    [{ low: 1, high: 4 }, 5, false],
  ] as [RollRange, number, boolean][])('%j contains %i: %s', (r, n, expected) => {
    expect(rangeContains(r, n)).toBe(expected);
  });
});

describe('checkCoverage', () => {
  const r = (text: string) => parseRange(text)!;
  const cases: { name: string; ranges: string[]; min: number; max: number; kinds: string[] }[] = [
    { name: 'd6 in three rows', ranges: ['1-4', '5', '6'], min: 1, max: 6, kinds: [] },
    { name: 'open last row', ranges: ['1', '2', '3', '4', '5', '6+'], min: 1, max: 6, kinds: [] },
    { name: 'any order', ranges: ['6', '1-4', '5'], min: 1, max: 6, kinds: [] },
    { name: '2d4 from 2', ranges: ['2', '3', '4', '5', '6', '7', '8'], min: 2, max: 8, kinds: [] },
    { name: 'gap in the middle', ranges: ['1-3', '5', '6'], min: 1, max: 6, kinds: ['gap'] },
    { name: 'gap at the start', ranges: ['2-5', '6'], min: 1, max: 6, kinds: ['gap'] },
    { name: 'gap at the end', ranges: ['1-4', '5'], min: 1, max: 6, kinds: ['gap'] },
    { name: 'overlap', ranges: ['1-4', '4-5', '6'], min: 1, max: 6, kinds: ['overlap'] },
    { name: 'duplicate row', ranges: ['1-4', '5', '5', '6'], min: 1, max: 6, kinds: ['overlap'] },
    {
      name: 'open range then more',
      ranges: ['1-5', '6+', '7'],
      min: 1,
      max: 6,
      kinds: ['outside'],
    },
    { name: 'below the die', ranges: ['1', '2-8'], min: 2, max: 8, kinds: ['outside'] },
    { name: 'empty table', ranges: [], min: 1, max: 6, kinds: ['gap'] },
  ];
  it.each(cases)('$name', ({ ranges, min, max, kinds }) => {
    expect(checkCoverage(ranges.map(r), min, max).map((p) => p.kind)).toEqual(kinds);
  });

  it('points at the row at fault', () => {
    const [problem] = checkCoverage([r('1-4'), r('6'), r('4-5')], 1, 6);
    expect(problem).toMatchObject({ kind: 'overlap', row: 2 });
  });
});
