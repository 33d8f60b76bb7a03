/**
 * Fitting the weights of the questions asked before (`ASKED_WEIGHTS`,
 * src/lib/search/asked-before.ts) on the tuning sets: each question is a choice among the pages
 * `askedCandidates` gives, one of which answers it, and the weights are those of a conditional
 * logit (a softmax over each question's pages of `askedWeight`) fitted by gradient ascent, with a
 * little ridge so that the weights stay small and unique. Used by `tools/search-fit.ts`.
 */
import {
  ASKED_PAGES,
  askedWeight,
  type AskedCandidate,
  type AskedWeights,
} from '../../src/lib/search/asked-before.ts';

/** A question of a tuning set: the pages the questions asked before weigh, and which answers it (−1: none). */
export interface AskedCase {
  set: string;
  candidates: AskedCandidate<string>[];
  answer: number;
}

/** A candidate's features, in the order of `toWeights`: its place (one of `ASKED_PAGES` + 1), its nearness, nearest or not, its other headings' nearness, its questions' likelihood. */
export const features = ({
  place,
  near,
  nearest,
  more,
  likely,
}: AskedCandidate<unknown>): number[] => [
  ...Array.from({ length: ASKED_PAGES + 1 }, (_, i) =>
    Math.min(place, ASKED_PAGES) === i ? 1 : 0,
  ),
  near,
  nearest ? 1 : 0,
  more,
  likely,
];

/**
 * `weights` as a vector of `features`' shape: `askedWeight` of a candidate is its features'
 * product with it. `toWeights` reads it back; tests/search/asked-fit.test.ts holds the three in
 * step, so a weight added to `AskedWeights` fails there until the fit knows it.
 */
export const weightVector = (weights: AskedWeights): number[] => [
  ...weights.place,
  weights.below,
  weights.near,
  weights.nearest,
  weights.more,
  weights.likely,
];

/** The weights of a vector of `features`' shape, the third place's weight taken as 0 and each rounded to hundredths. */
export function toWeights(w: readonly number[]): AskedWeights {
  const round = (x: number) => Math.round(x * 100) / 100 || 0;
  const third = w[2]!;
  return {
    place: w.slice(0, ASKED_PAGES).map((x) => round(x - third)),
    below: round(w[ASKED_PAGES]! - third),
    near: round(w[ASKED_PAGES + 1]!),
    nearest: round(w[ASKED_PAGES + 2]!),
    more: round(w[ASKED_PAGES + 3]!),
    likely: round(w[ASKED_PAGES + 4]!),
  };
}

/** The weights that make each case's answer likeliest (cases without an answer among their pages teach nothing). */
export function fitWeights(
  cases: readonly AskedCase[],
  { rounds = 1000, rate = 1, ridge = 1e-3 } = {},
): AskedWeights {
  const taught = cases
    .filter((c) => c.answer >= 0)
    .map((c) => ({ x: c.candidates.map(features), answer: c.answer }));
  const size = ASKED_PAGES + 5;
  const w = new Array<number>(size).fill(0);
  for (let round = 0; round < rounds; round++) {
    const gradient = w.map((x) => -ridge * x * taught.length);
    for (const { x, answer } of taught) {
      const z = x.map((f) => f.reduce((sum, fi, i) => sum + fi * w[i]!, 0));
      const top = Math.max(...z);
      const e = z.map((zi) => Math.exp(zi - top));
      const total = e.reduce((a, b) => a + b, 0);
      x.forEach((f, k) =>
        f.forEach((fi, i) => {
          gradient[i]! += fi * ((k === answer ? 1 : 0) - e[k]! / total);
        }),
      );
    }
    gradient.forEach((g, i) => (w[i]! += (rate * g) / taught.length));
  }
  return toWeights(w);
}

/** How many cases have their answer first and among the first three, each case's pages ordered by `weights`. */
export function scoreWeights(
  cases: readonly AskedCase[],
  weights: AskedWeights,
): { first: number; firstThree: number } {
  let first = 0;
  let firstThree = 0;
  for (const { candidates, answer } of cases) {
    if (answer < 0) continue;
    const weighed = candidates.map((c) => askedWeight(c, weights));
    const mine = weighed[answer]!;
    const above = weighed.filter((w, k) => w > mine || (w === mine && k < answer)).length;
    if (above === 0) first += 1;
    if (above < 3) firstThree += 1;
  }
  return { first, firstThree };
}
