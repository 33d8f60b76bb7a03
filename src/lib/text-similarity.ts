import { slugify } from './slug.ts';

const STOP = new Set(
  'a al con de del el en es la las lo los no o para por que se si su sus un una y'.split(' '),
);

/** Content words of a text: accent-folded, longer than two letters, no stop words. */
export function contentWords(text: string): Set<string> {
  return new Set(
    slugify(text)
      .split('-')
      .filter((w) => w.length > 2 && !STOP.has(w)),
  );
}

/** Share of a summary's content words a candidate must hold to be its match. */
const THRESHOLD = 1 / 3;

/**
 * Candidates tokenised once and indexed by word, so that matching a summary scores only the
 * candidates sharing at least one of its words: matching many notes against many rulings is
 * linear in their words, not their product.
 */
export interface SimilarityIndex<K> {
  /**
   * The candidate sharing the largest share of the summary's content words (the earliest one
   * on a tie), or undefined when none shares at least a third of them. `skip` leaves some
   * candidates out (a page's own rulings, already tried).
   */
  best(summary: string, skip?: (key: K) => boolean): K | undefined;
}

export function createSimilarityIndex<K>(
  candidates: readonly { key: K; text: string }[],
): SimilarityIndex<K> {
  const postings = new Map<string, number[]>();
  candidates.forEach((candidate, position) => {
    for (const word of contentWords(candidate.text)) {
      const list = postings.get(word);
      if (list) list.push(position);
      else postings.set(word, [position]);
    }
  });
  return {
    best(summary, skip) {
      const wanted = contentWords(summary);
      const allowed = (position: number) => !skip || !skip(candidates[position]!.key);
      if (wanted.size === 0) {
        const left = candidates.filter((_, position) => allowed(position));
        return left.length === 1 ? left[0]!.key : undefined;
      }
      const shared = new Map<number, number>();
      for (const word of wanted)
        for (const position of postings.get(word) ?? [])
          shared.set(position, (shared.get(position) ?? 0) + 1);
      let best: { position: number; count: number } | undefined;
      for (const [position, count] of shared) {
        if (!allowed(position)) continue;
        if (!best || count > best.count || (count === best.count && position < best.position))
          best = { position, count };
      }
      return best && best.count / wanted.size >= THRESHOLD
        ? candidates[best.position]!.key
        : undefined;
    },
  };
}

/**
 * The candidate sharing the largest share of the summary's content words (accent-folded),
 * or undefined when none shares at least a third of them. For many summaries against the
 * same candidates, build one `createSimilarityIndex` instead.
 */
export function bestMatch(
  summary: string,
  candidates: { key: string; text: string }[],
): string | undefined {
  return createSimilarityIndex(candidates).best(summary);
}
