import { slugify } from './slug.ts';

const STOP = new Set(
  'a al con de del el en es la las lo los no o para por que se si su sus un una y'.split(' '),
);

function words(text: string): Set<string> {
  return new Set(
    slugify(text)
      .split('-')
      .filter((w) => w.length > 2 && !STOP.has(w)),
  );
}

/**
 * The candidate sharing the largest share of the summary's content words (accent-folded),
 * or undefined when none shares at least a third of them.
 */
export function bestMatch(
  summary: string,
  candidates: { key: string; text: string }[],
): string | undefined {
  const wanted = words(summary);
  if (wanted.size === 0) return candidates.length === 1 ? candidates[0]!.key : undefined;
  let best: { key: string; score: number } | undefined;
  for (const candidate of candidates) {
    const have = words(candidate.text);
    let shared = 0;
    for (const w of wanted) if (have.has(w)) shared++;
    const score = shared / wanted.size;
    if (!best || score > best.score) best = { key: candidate.key, score };
  }
  return best && best.score >= 1 / 3 ? best.key : undefined;
}
