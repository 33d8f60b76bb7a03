import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectedScore } from '../../src/lib/rating/expected-score.ts';
import { kFactor } from '../../src/lib/rating/k-factor.ts';
import { ratingChange } from '../../src/lib/rating/rating-change.ts';
import type { EventType, Tier } from '../../src/lib/tournament/kinds.ts';

describe('kFactor', () => {
  it.each([
    ['tournament', 'top', 36.8],
    ['tournament', 'mid', 32],
    ['tournament', 'low', 27.2],
    ['league', 'mid', 16],
    ['oneShot', 'top', 4.6],
    ['oneShot', 'mid', 4],
    ['oneShot', 'low', 3.4],
  ] as const)('%s / %s → %s', (event, tier, k) => {
    expect(kFactor(event, tier)).toBe(k);
  });

  it.each([
    ['league', 'top'],
    ['league', 'low'],
  ] as const)('%s / %s is "No aplicable"', (event, tier) => {
    expect(() => kFactor(event, tier)).toThrow(/No aplicable/);
  });

  it.each([
    ['cup', 'mid', /tipo de evento/],
    ['tournament', 'high', /nivel del torneo/],
  ])('rejects %s / %s', (event, tier, message) => {
    expect(() => kFactor(event as EventType, tier as Tier)).toThrow(message);
  });
});

describe('expectedScore', () => {
  it.each([
    [1000, 1000, 0.5],
    [1400, 1000, 1 / (1 + 10 ** -1)],
    [1000, 1400, 1 / (1 + 10)],
    [1200, 1000, 1 / (1 + 10 ** -0.5)],
  ])('%s against %s → %s', (rating, opponent, expected) => {
    expect(expectedScore(rating, opponent)).toBeCloseTo(expected, 12);
  });

  it.each([
    [-1, 1000],
    [1000, Number.NaN],
    [Infinity, 1000],
  ])('rejects %s against %s', (rating, opponent) => {
    expect(() => expectedScore(rating, opponent)).toThrow(/Puntuación ITS/);
  });
});

describe('ratingChange', () => {
  it.each([
    // Equal ratings: E = 0.5, so a win is +K/2, a draw 0, a loss −K/2.
    { r: 1000, o: 1000, result: 'win', event: 'tournament', tier: 'mid', change: 16 },
    { r: 1000, o: 1000, result: 'draw', event: 'tournament', tier: 'mid', change: 0 },
    { r: 1000, o: 1000, result: 'loss', event: 'tournament', tier: 'mid', change: -16 },
    { r: 1000, o: 1000, result: 'win', event: 'tournament', tier: 'top', change: 18.4 },
    { r: 1000, o: 1000, result: 'loss', event: 'tournament', tier: 'low', change: -13.6 },
    { r: 1000, o: 1000, result: 'win', event: 'league', tier: 'mid', change: 8 },
    { r: 1000, o: 1000, result: 'win', event: 'oneShot', tier: 'mid', change: 2 },
    // 400 points ahead: E = 10/11.
    {
      r: 1400,
      o: 1000,
      result: 'win',
      event: 'tournament',
      tier: 'mid',
      change: 32 * (1 - 10 / 11),
    },
    { r: 1400, o: 1000, result: 'loss', event: 'tournament', tier: 'mid', change: -32 * (10 / 11) },
    { r: 1000, o: 1400, result: 'win', event: 'oneShot', tier: 'top', change: 4.6 * (10 / 11) },
    {
      r: 1000,
      o: 1400,
      result: 'draw',
      event: 'tournament',
      tier: 'mid',
      change: 32 * (0.5 - 1 / 11),
    },
  ] as const)(
    '$r vs $o, $result in $event/$tier → $change',
    ({ r, o, result, event, tier, change }) => {
      expect(ratingChange(r, o, result, event, tier)).toBeCloseTo(change, 10);
    },
  );

  it.each([
    [1000, 1000, 'tie', 'tournament', 'mid', /resultado/],
    [1000, 1000, 'win', 'league', 'top', /No aplicable/],
    [-5, 1000, 'win', 'tournament', 'mid', /Puntuación ITS/],
    [1000, Number.NaN, 'win', 'tournament', 'mid', /adversario/],
  ])('rejects %s vs %s %s %s %s', (r, o, result, event, tier, message) => {
    expect(() => ratingChange(r, o, result as 'win', event as EventType, tier as Tier)).toThrow(
      message,
    );
  });

  const rating = fc.double({ min: 0, max: 3000, noNaN: true });
  const applicable = fc.constantFrom<[EventType, Tier]>(
    ['tournament', 'top'],
    ['tournament', 'mid'],
    ['tournament', 'low'],
    ['league', 'mid'],
    ['oneShot', 'top'],
    ['oneShot', 'mid'],
    ['oneShot', 'low'],
  );

  it('sums to zero for two players under the same K', () => {
    const opposite = { win: 'loss', draw: 'draw', loss: 'win' } as const;
    fc.assert(
      fc.property(
        rating,
        rating,
        fc.constantFrom('win', 'draw', 'loss' as const),
        applicable,
        (a, b, result, [event, tier]) => {
          const sum =
            ratingChange(a, b, result, event, tier) +
            ratingChange(b, a, opposite[result], event, tier);
          expect(Math.abs(sum)).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it('never moves a rating by K or more, and a win never loses points', () => {
    fc.assert(
      fc.property(rating, rating, applicable, (a, b, [event, tier]) => {
        const k = kFactor(event, tier);
        const win = ratingChange(a, b, 'win', event, tier);
        const loss = ratingChange(a, b, 'loss', event, tier);
        expect(win).toBeGreaterThanOrEqual(0);
        expect(loss).toBeLessThanOrEqual(0);
        expect(win - loss).toBeCloseTo(k, 9);
      }),
    );
  });
});
