import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDie, rollDie } from '../../src/lib/skirmish/roll.ts';

describe('parseDie', () => {
  it.each([
    ['d6', 'd6', 1, 6],
    ['D6', 'd6', 1, 6],
    ['1d20', 'd20', 1, 20],
    ['2d4', '2d4', 2, 8],
    ['2D6', '2d6', 2, 12],
    ['d8', 'd8', 1, 8],
  ])('%s → %s (%i-%i)', (text, notation, min, max) => {
    expect(parseDie(text)).toMatchObject({ notation, min, max });
  });
  it.each(['', 'd', '6', 'd1', '0d6', 'Normal', 'd6+1'])('%j is not a die', (text) => {
    expect(parseDie(text)).toBeNull();
  });
});

describe('rollDie', () => {
  it('always lands within the die', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('d6', 'd8', 'd20', '2d4', '3d6'),
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 3, maxLength: 3 }),
        (notation, values) => {
          const die = parseDie(notation)!;
          let i = 0;
          const total = rollDie(die, () => values[i++ % values.length]!);
          return total >= die.min && total <= die.max && Number.isInteger(total);
        },
      ),
    );
  });
  it('reaches both ends', () => {
    const die = parseDie('2d4')!;
    expect(rollDie(die, () => 0)).toBe(2);
    expect(rollDie(die, () => 0.9999)).toBe(8);
  });
});
