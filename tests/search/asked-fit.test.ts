import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASKED_PAGES,
  ASKED_WEIGHTS,
  askedWeight,
  type AskedCandidate,
  type AskedWeights,
} from '../../src/lib/search/asked-before.ts';
import {
  features,
  fitWeights,
  scoreWeights,
  toWeights,
  weightVector,
  type AskedCase,
} from '../../tools/lib/asked-fit.ts';

/** A question whose pages are the first five of the search, the answer at `answer`, with the nearness of each. */
const question = (
  answer: number,
  nears: number[],
  set = 'tune',
  likelies: number[] = [],
): AskedCase => ({
  set,
  answer,
  candidates: nears.map((near, place): AskedCandidate<string> => ({
    page: `/p${place}/`,
    place,
    near,
    nearest: near > 0 && near === Math.max(...nears),
    more: 0,
    likely: likelies[place] ?? 0,
  })),
});

describe('los pesos de las preguntas hechas antes, ajustados', () => {
  it('questions answered by the page their nearest question asked for: nearness weighs', () => {
    const cases = Array.from({ length: 40 }, (_, i) =>
      question(
        i % ASKED_PAGES,
        [0, 1, 2, 3, 4].map((k) => (k === i % ASKED_PAGES ? 0.8 : 0.1)),
      ),
    );
    const weights = fitWeights(cases);
    expect(weights.near + weights.nearest).toBeGreaterThan(1);
    expect(scoreWeights(cases, weights).first).toBe(40);
  });
  it('questions answered by the search’s first page whatever the questions say: the place weighs', () => {
    const cases = Array.from({ length: 40 }, (_, i) =>
      question(
        0,
        [0, 1, 2, 3, 4].map((k) => (k === (i % 4) + 1 ? 0.8 : 0.1)),
      ),
    );
    const weights = fitWeights(cases);
    expect(weights.place[0]! - weights.place[1]!).toBeGreaterThan(0.5);
    expect(scoreWeights(cases, weights).first).toBe(40);
  });
  it('questions answered by the page whose questions make their words likeliest: likelihood weighs', () => {
    const cases = Array.from({ length: 40 }, (_, i) =>
      question(
        i % ASKED_PAGES,
        [0, 0, 0, 0, 0],
        'tune',
        [0, 1, 2, 3, 4].map((k) => (k === i % ASKED_PAGES ? 3 : -1)),
      ),
    );
    const weights = fitWeights(cases);
    expect(weights.likely).toBeGreaterThan(0.2);
    expect(scoreWeights(cases, weights).first).toBe(40);
  });
  it('counts first and first three, and leaves out questions whose answer is not among the pages', () => {
    const cases = [
      question(0, [0.9, 0, 0, 0, 0]),
      question(2, [0, 0, 0, 0, 0]),
      question(-1, [0, 0]),
    ];
    const alone = { place: [4, 3, 2, 1, 0], below: -1, near: 0, nearest: 0, more: 0, likely: 0 };
    expect(scoreWeights(cases, alone)).toEqual({ first: 1, firstThree: 2 });
  });
  it('the weights the site ships order each question’s pages without ties breaking an answer (property)', () =>
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        (nears, pick) => {
          const answer = pick % nears.length;
          const { first, firstThree } = scoreWeights([question(answer, nears)], ASKED_WEIGHTS);
          expect(first).toBeLessThanOrEqual(firstThree);
          expect(firstThree).toBe(nears.length <= 3 ? 1 : firstThree);
        },
      ),
    ));
  it('what the fit weighs is what the search weighs: features · weights = askedWeight (property)', () => {
    const hundredths = fc.integer({ min: -500, max: 500 }).map((n) => n / 100);
    fc.assert(
      fc.property(
        fc.record({
          place: fc.nat({ max: ASKED_PAGES + 3 }),
          near: fc.double({ min: 0, max: 1, noNaN: true }),
          nearest: fc.boolean(),
          more: fc.double({ min: 0, max: 3, noNaN: true }),
          likely: fc.double({ min: -20, max: 20, noNaN: true }),
        }),
        fc.array(hundredths, { minLength: ASKED_PAGES, maxLength: ASKED_PAGES }),
        fc.tuple(hundredths, hundredths, hundredths, hundredths, hundredths),
        (candidate, place, [below, near, nearest, more, likely]) => {
          const weights: AskedWeights = {
            place: place.with(2, 0),
            below,
            near,
            nearest,
            more,
            likely,
          };
          const vector = weightVector(weights);
          const c = { ...candidate, page: '/p/' };
          const dot = features(c).reduce((sum, f, i) => sum + f * vector[i]!, 0);
          expect(dot).toBeCloseTo(askedWeight(c, weights), 9);
          expect(toWeights(vector)).toEqual(weights);
        },
      ),
    );
  });
  it('the shipped weights read back as they are', () =>
    expect(toWeights(weightVector(ASKED_WEIGHTS))).toEqual(ASKED_WEIGHTS));
});
