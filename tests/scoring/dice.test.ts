import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyLevelModifiers } from '../../src/lib/skirmish/apply-level-modifiers.ts';
import { DICE } from '../../src/lib/skirmish/dice.ts';
import { opposedRollOdds } from '../../src/lib/skirmish/opposed-roll-odds.ts';
import { shiftDie } from '../../src/lib/skirmish/shift-die.ts';
import type { Die } from '../../src/lib/skirmish/dice.ts';

const die = fc.constantFrom(...DICE);

describe('shiftDie', () => {
  it.each([
    [8, 1, 10, 0],
    [8, -1, 6, 0],
    [8, 0, 8, 0],
    [4, 4, 12, 0],
    [10, 3, 12, 2],
    [12, 1, 12, 1],
    [6, -3, 4, -2],
    [4, -1, 4, -1],
  ] as const)('d%s %s ND → d%s, excess %s', (from, steps, to, excess) => {
    expect(shiftDie(from, steps)).toEqual({ die: to, excess });
  });

  it.each([
    [7, 0, /dado/],
    [8, 0.5, /entero/],
    [8, Number.NaN, /entero/],
  ])('rejects d%s with %s', (from, steps, message) => {
    expect(() => shiftDie(from as Die, steps)).toThrow(message);
  });
});

describe('applyLevelModifiers', () => {
  // Each row: A's die and modifier, B's, then the dice they roll and the modifier passed to each.
  it.each([
    ['no modifiers', [8, 0], [6, 0], [8, 6, 0, 0]],
    ['within the limits', [8, 1], [6, -1], [10, 4, 0, 0]],
    // d12 at +1 cannot grow: the +1 passes to B as −1.
    ['excess above 2d12', [12, 1], [8, 0], [12, 6, 0, -1]],
    // d4 at −2: the −2 passes to B as +2.
    ['excess below 2d4', [4, -2], [6, 0], [4, 10, 0, 2]],
    ['partial excess', [10, 3], [10, 0], [12, 6, 0, -2]],
    // The passed modifier is clamped again and the rest is lost ("una sola vez").
    ['passed only once', [12, 3], [4, 0], [12, 4, 0, -3]],
    // Both sides overflow at once: each receives the other's excess.
    ['both overflow', [12, 1], [4, -1], [12, 4, 1, -1]],
    ['both overflow upwards', [12, 2], [12, 1], [10, 8, -1, -2]],
  ] as const)('%s', (_name, [dieA, modA], [dieB, modB], [outA, outB, passedToA, passedToB]) => {
    expect(
      applyLevelModifiers({ die: dieA, modifier: modA }, { die: dieB, modifier: modB }),
    ).toEqual({ a: outA, b: outB, passedToA, passedToB });
  });

  it('rejects bad input', () => {
    expect(() =>
      applyLevelModifiers({ die: 5 as Die, modifier: 0 }, { die: 6, modifier: 0 }),
    ).toThrow(/dado/);
    expect(() => applyLevelModifiers({ die: 6, modifier: 1.5 }, { die: 6, modifier: 0 })).toThrow(
      /entero/,
    );
    expect(() => applyLevelModifiers(null as never, { die: 6, modifier: 0 })).toThrow(/objetos/);
  });

  it('is symmetric and always lands on a die', () => {
    const modifier = fc.integer({ min: -6, max: 6 });
    fc.assert(
      fc.property(die, modifier, die, modifier, (dA, mA, dB, mB) => {
        const forward = applyLevelModifiers({ die: dA, modifier: mA }, { die: dB, modifier: mB });
        const backward = applyLevelModifiers({ die: dB, modifier: mB }, { die: dA, modifier: mA });
        expect(backward).toEqual({
          a: forward.b,
          b: forward.a,
          passedToA: forward.passedToB,
          passedToB: forward.passedToA,
        });
        expect(DICE).toContain(forward.a);
        expect(DICE).toContain(forward.b);
      }),
    );
  });
});

describe('opposedRollOdds', () => {
  it.each([
    // Equal dice: ties re-roll, and the sides are symmetric.
    [4, 4, 1 / 2],
    [12, 12, 1 / 2],
    // 2d4 vs 2d6 counted by hand: A wins 116 of 576 outright and the 62 ties (smaller die).
    [4, 6, 178 / 576],
    [6, 4, 398 / 576],
    // 2d6 vs 2d8: 635 outright + 196 ties of 2304.
    [6, 8, 831 / 2304],
    // 2d8 vs 2d12: 2118 outright + 492 ties of 9216.
    [8, 12, 2610 / 9216],
  ] as const)('2d%s vs 2d%s → A %s', (a, b, expected) => {
    expect(opposedRollOdds(a, b).a).toBeCloseTo(expected, 14);
  });

  it('agrees with brute force over every pair of dice', () => {
    for (const a of DICE) {
      for (const b of DICE) {
        let winsA = 0;
        let winsB = 0;
        for (let a1 = 1; a1 <= a; a1++)
          for (let a2 = 1; a2 <= a; a2++)
            for (let b1 = 1; b1 <= b; b1++)
              for (let b2 = 1; b2 <= b; b2++) {
                const diff = a1 + a2 - (b1 + b2);
                if (diff > 0 || (diff === 0 && a < b)) winsA++;
                else if (diff < 0 || (diff === 0 && b < a)) winsB++;
              }
        expect(opposedRollOdds(a, b).a).toBeCloseTo(winsA / (winsA + winsB), 14);
      }
    }
  });

  it('sums to 1 and swapping the dice swaps the odds', () => {
    fc.assert(
      fc.property(die, die, (a, b) => {
        const odds = opposedRollOdds(a, b);
        expect(odds.a + odds.b).toBeCloseTo(1, 14);
        expect(odds.a).toBeGreaterThan(0);
        expect(odds.b).toBeGreaterThan(0);
        const swapped = opposedRollOdds(b, a);
        expect(swapped.a).toBeCloseTo(odds.b, 14);
      }),
    );
  });

  it('never gets worse with a bigger die', () => {
    fc.assert(
      fc.property(die, die, die, (a, bigger, b) => {
        fc.pre(bigger > a);
        expect(opposedRollOdds(bigger, b).a).toBeGreaterThanOrEqual(opposedRollOdds(a, b).a);
      }),
    );
  });

  it.each([
    [5, 6],
    [6, 20],
    [Number.NaN, 6],
  ])('rejects d%s vs d%s', (a, b) => {
    expect(() => opposedRollOdds(a as Die, b as Die)).toThrow(/dado/);
  });
});
