import { slugify } from './slug.ts';

/**
 * A place on a page that wants an id: its own slug; what tells it apart from another place of
 * the same name, most telling first (the skill box or heading it stands under), each a slug; and,
 * for places still alike after those, the words that follow it. Empty ones are skipped.
 */
export interface IdClaim {
  base: string;
  contexts: readonly string[];
  fallback?: string;
}

/** Each claim's id at each step, and the claims that share one. */
function collisions(ids: readonly string[]): Set<number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return new Set(ids.flatMap((id, i) => (counts.get(id)! > 1 ? [i] : [])));
}

/**
 * Ids for every place of a page, from their own text and context only: a place whose name is
 * unique keeps its bare slug; places that share one each add their next context until they
 * differ (the second «Efectos» under «Visor Multiespectral Nivel 2» is
 * `efectos-visor-multiespectral-nivel-2`), and those still alike add the words that follow them
 * (three «FAQs & Errata» under nothing else). No id depends on the order of the places, so a
 * heading added before others moves none of theirs. Only places alike in name, context and
 * following words are told apart by their order, as a last resort (`-2`, `-3`).
 */
export function assignIds(claims: readonly IdClaim[]): string[] {
  const contexts = claims.map((claim) => [
    ...new Set(claim.contexts.filter((c) => c && c !== claim.base)),
  ]);
  const level = claims.map(() => 0);
  const idOf = (i: number) =>
    level[i] === 0 ? claims[i]!.base : `${claims[i]!.base}-${contexts[i]![level[i]! - 1]}`;
  for (;;) {
    let advanced = false;
    for (const i of collisions(claims.map((_, i) => idOf(i))))
      if (level[i]! < contexts[i]!.length) {
        level[i]!++;
        advanced = true;
      }
    if (!advanced) break;
  }
  const ids = claims.map((_, i) => idOf(i));
  for (const i of collisions(ids)) {
    const fallback = claims[i]!.fallback;
    if (fallback && !ids[i]!.endsWith(`-${fallback}`)) ids[i] = `${ids[i]}-${fallback}`;
  }
  const seen = new Map<string, number>();
  const taken = new Set(ids);
  return ids.map((id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    if (count === 1) return id;
    let n = count;
    while (taken.has(`${id}-${n}`)) n++;
    taken.add(`${id}-${n}`);
    return `${id}-${n}`;
  });
}

/** The slug of a text's first `words` words, at most `max` characters (cut at a hyphen). */
export function slugWords(text: string, words = 4, max = 40): string {
  const slug = slugify(text).split('-').filter(Boolean).slice(0, words).join('-');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1).lastIndexOf('-');
  return cut > 0 ? slug.slice(0, cut) : slug.slice(0, max);
}
