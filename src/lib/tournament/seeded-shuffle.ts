import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A copy of `items` in a random order fixed by `seed`: the same seed always gives the same
 * order, a new seed re-draws. Round 1 of an ITS event is drawn this way ("En la primera Ronda de
 * Torneo, los emparejamientos serán aleatorios"), so an organiser can show how a draw was made
 * and anyone can repeat it. Fisher–Yates over pure-rand's xoroshiro128+ and its unbiased
 * `uniformInt`, rather than `Math.random`, which cannot be seeded.
 */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const rng = xoroshiro128plus(hashSeed(seed));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** FNV-1a over the UTF-16 units of the seed: any text becomes a 32-bit generator seed. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
