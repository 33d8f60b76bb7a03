import { shiftDie } from './shift-die.ts';
import type { Die } from './dice.ts';

/** One side of an opposed roll before modifiers: its dice level and its net ND modifier. */
export interface LevelInput {
  die: Die;
  modifier: number;
}

export interface LevelOutcome {
  /** Final dice of each side. */
  a: Die;
  b: Die;
  /** Modifier each side received from the other's excess (already inverted); 0 when none. */
  passedToA: number;
  passedToB: number;
}

/**
 * The dice-level arithmetic of the skirmish reference: "+1 ND: dado mayor siguiente. −1 ND: dado
 * menor siguiente. Nunca menos de 2d4 ni más de 2d12: el modificador que excede el límite pasa al
 * oponente, invertido, una sola vez."
 *
 * Read as three steps, both sides at once:
 * 1. each side applies its own modifier and the limit keeps the excess (a d10 at +3 becomes a d12
 *    with +2 left over);
 * 2. each excess goes to the other side with its sign inverted (that +2 becomes −2 there);
 * 3. whatever that second move exceeds is lost: it passes "una sola vez", never back again.
 */
export function applyLevelModifiers(a: LevelInput, b: LevelInput): LevelOutcome {
  if (a === null || typeof a !== 'object' || b === null || typeof b !== 'object') {
    throw new Error('applyLevelModifiers necesita dos objetos { die, modifier }.');
  }
  const ownA = shiftDie(a.die, a.modifier);
  const ownB = shiftDie(b.die, b.modifier);
  // `0 - x` rather than `-x`: no −0 in the results.
  const passedToA = 0 - ownB.excess;
  const passedToB = 0 - ownA.excess;
  return {
    a: shiftDie(ownA.die, passedToA).die,
    b: shiftDie(ownB.die, passedToB).die,
    passedToA,
    passedToB,
  };
}
