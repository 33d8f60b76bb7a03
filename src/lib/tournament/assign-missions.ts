import { requireCount } from '../require-count.ts';
import { seededShuffle } from './seeded-shuffle.ts';

/**
 * The scenario of each round, checked against "Escenarios": "El Organizador debe escoger para
 * cada Ronda de Torneo uno de los Escenarios Oficiales del ITS. No se pueden repetir dos veces el
 * mismo escenario en un mismo torneo." `chosen[i]` is the scenario of round i + 1.
 *
 * Throws, naming the round, for a round without a scenario or a scenario chosen twice.
 */
export function assignMissions(chosen: readonly string[], rounds: number): string[] {
  requireCount(rounds, 'El número de Rondas', 1);
  const firstRound = new Map<string, number>();
  const out: string[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const slug = chosen[round - 1];
    if (typeof slug !== 'string' || slug === '') {
      throw new Error(`Falta el escenario de la Ronda ${round}.`);
    }
    const earlier = firstRound.get(slug);
    if (earlier !== undefined) {
      throw new Error(
        `El escenario «${slug}» está en las Rondas ${earlier} y ${round}: ` +
          'no se puede repetir un escenario en el mismo torneo.',
      );
    }
    firstRound.set(slug, round);
    out.push(slug);
  }
  return out;
}

/** A random choice of `rounds` different scenarios from `pool`, fixed by `seed`. */
export function drawMissions(pool: readonly string[], rounds: number, seed: string): string[] {
  requireCount(rounds, 'El número de Rondas', 1);
  const distinct = [...new Set(pool)];
  if (distinct.length < rounds) {
    throw new Error(
      `Hay ${distinct.length} escenarios para ${rounds} Rondas: no se puede repetir un escenario.`,
    );
  }
  return seededShuffle(distinct, seed).slice(0, rounds);
}
