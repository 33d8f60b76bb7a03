import { DICE } from './dice.ts';
import { requireDie } from './require-die.ts';
import type { Die } from './dice.ts';

/**
 * Moves a die `steps` levels (+1 ND: next bigger die, −1 ND: next smaller), stopping at 2d4 and
 * 2d12. `excess` is the part of the modifier the limit swallowed, with its sign (+2 when a d12
 * receives +2), which the level rule passes on to the opponent.
 */
export function shiftDie(die: Die, steps: number): { die: Die; excess: number } {
  requireDie(die, 'El dado');
  if (typeof steps !== 'number' || !Number.isInteger(steps)) {
    throw new Error(`El modificador de ND debe ser un número entero (recibido: ${String(steps)}).`);
  }
  const target = DICE.indexOf(die) + steps;
  const clamped = Math.min(Math.max(target, 0), DICE.length - 1);
  return { die: DICE[clamped] as Die, excess: target - clamped };
}
