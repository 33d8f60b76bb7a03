import { requireDie } from './require-die.ts';
import type { Die } from './dice.ts';

/**
 * Probabilities that each side wins an opposed roll of the skirmish game: both roll two dice of
 * their level and add them; the higher total wins; "Empate: gana el ND inferior" (the smaller
 * die); "Mismo ND: repite", so with equal dice a tie is rolled again until someone wins, which
 * is the same as dividing by the chance of not tying.
 *
 * Exact: the outcomes are counted with whole numbers (at most 144 × 144) and divided once at
 * the end, so `a + b` is 1 up to the last bit of a double.
 */
export function opposedRollOdds(dieA: Die, dieB: Die): { a: number; b: number } {
  requireDie(dieA, 'El dado de A');
  requireDie(dieB, 'El dado de B');
  const sumsA = twoDiceCounts(dieA);
  const sumsB = twoDiceCounts(dieB);
  let winsA = 0;
  let winsB = 0;
  let ties = 0;
  sumsA.forEach((countA, totalA) => {
    sumsB.forEach((countB, totalB) => {
      const ways = countA * countB;
      if (totalA > totalB) winsA += ways;
      else if (totalA < totalB) winsB += ways;
      else ties += ways;
    });
  });
  if (dieA < dieB) winsA += ties;
  else if (dieB < dieA) winsB += ties;
  // Equal dice: ties are re-rolled, so only decisive outcomes count.
  const decisive = winsA + winsB;
  return { a: winsA / decisive, b: winsB / decisive };
}

/** counts[total] = number of ways two dice of `sides` faces add up to `total`. */
function twoDiceCounts(sides: number): number[] {
  const counts: number[] = Array.from({ length: 2 * sides + 1 }, () => 0);
  for (let first = 1; first <= sides; first += 1) {
    for (let second = 1; second <= sides; second += 1) {
      counts[first + second] = (counts[first + second] ?? 0) + 1;
    }
  }
  return counts;
}
