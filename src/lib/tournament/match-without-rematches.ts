/** Most steps the search may take; far more than any real event needs (see below). */
const STEP_LIMIT = 200_000;

/**
 * Pairs `order` (best first) so that nobody meets an opponent already faced, staying as close to
 * the plain "primero con el segundo, tercero con el cuarto" as possible: each player, from the
 * top, takes the highest-placed opponent not yet faced that still lets everyone below be paired
 * (depth-first, so the first answer is the closest to the standings order).
 *
 * Returns null when no such pairing exists or the search gives up; the caller then pairs by the
 * text alone. This option goes beyond the ITS text, which does not forbid rematches.
 */
export function matchWithoutRematches(
  order: readonly string[],
  faced: (a: string, b: string) => boolean,
): { a: string; b: string }[] | null {
  let steps = 0;
  const search = (pool: readonly string[]): { a: string; b: string }[] | null => {
    if (pool.length === 0) return [];
    const [first, ...rest] = pool as [string, ...string[]];
    for (let i = 0; i < rest.length; i += 1) {
      steps += 1;
      if (steps > STEP_LIMIT) return null;
      const other = rest[i] as string;
      if (faced(first, other)) continue;
      const below = search([...rest.slice(0, i), ...rest.slice(i + 1)]);
      if (below) return [{ a: first, b: other }, ...below];
      if (steps > STEP_LIMIT) return null;
    }
    return null;
  };
  return search(order);
}
