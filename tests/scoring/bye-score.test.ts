import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { byeScore } from '../../src/lib/tournament/bye-score.ts';

describe('byeScore', () => {
  it.each([
    // 3-round tournament, 2 rounds played: 13 × 3 / 2 = 19.5 → 20.
    { totals: { op: 13, vp: 501 }, rounds: 3, played: 2, expected: { op: 20, vp: 752 } },
    // Exact division stays exact.
    { totals: { op: 12, vp: 600 }, rounds: 3, played: 2, expected: { op: 18, vp: 900 } },
    { totals: { op: 21, vp: 0 }, rounds: 4, played: 3, expected: { op: 28, vp: 0 } },
    // 5 rounds, 4 played: 17 × 5 / 4 = 21.25 → 22.
    { totals: { op: 17, vp: 1 }, rounds: 5, played: 4, expected: { op: 22, vp: 2 } },
    { totals: { op: 0, vp: 0 }, rounds: 3, played: 2, expected: { op: 0, vp: 0 } },
    // League: multiply by 8, divide by 7 played.
    { totals: { op: 50, vp: 2000 }, rounds: 8, played: 7, expected: { op: 58, vp: 2286 } },
  ])(
    '$totals over $played of $rounds rounds → $expected',
    ({ totals, rounds, played, expected }) => {
      expect(byeScore(totals, rounds, played)).toEqual(expected);
    },
  );

  it.each([
    [{ op: -1, vp: 0 }, 3, 2, /Puntos de Objetivo/],
    [{ op: 1, vp: Number.NaN }, 3, 2, /Puntos de Victoria/],
    [{ op: 1, vp: 1 }, 0, 0, /Rondas del torneo/],
    [{ op: 1, vp: 1 }, 3, 0, /Rondas jugadas/],
    [{ op: 1, vp: 1 }, 3, 4, /no pueden superar/],
    [null, 3, 2, /objeto/],
  ])('rejects %j, %s rounds, %s played', (totals, rounds, played, message) => {
    expect(() => byeScore(totals as { op: number; vp: number }, rounds, played)).toThrow(message);
  });

  it('is the smallest whole number at or above the exact proportion', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 2, max: 8 }), (op, rounds) => {
        const played = rounds - 1;
        const { op: scaled } = byeScore({ op, vp: 0 }, rounds, played);
        return scaled * played >= op * rounds && (scaled - 1) * played < op * rounds;
      }),
    );
  });
});
