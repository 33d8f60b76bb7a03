/**
 * Questions players asked before (`askedBefore`): the tuning queries of the player sets
 * (content/search/player-queries.json), each with the page or heading that answers it, read as
 * the reader reads a query. A new query that says much of what one of them said, in its rarer
 * words, likely asks for the same page: the search lists that page third when its own ranking
 * did not put it among the first three (src/lib/search/engine.ts). It is document expansion by the
 * questions a page answers, kept outside Pagefind's index, so no excerpt shows a word its page
 * does not have and the index a name's first search downloads does not grow
 * (docs/decisions/asked-before.md).
 */
import type { Analyzer, QueryAnalysis, Stem } from './analyze.ts';
import type { PlayerQuery } from './player-queries.ts';
import { isTuningSet } from './query-sets.ts';

/**
 * The questions as the reader ships them: each stem once, each question by its stems' places,
 * under the page it asked for (a fifth smaller gzipped than each question with its page's
 * place: the reader's chunk is a first question's largest download).
 */
export interface AskedIndex {
  /** Pages or headings (`/page/` or `/page/#anchor`). */
  targets: string[];
  /** Every stem a question holds, once. */
  stems: string[];
  /** The questions that asked for each target, in the targets' order: each its stems' places, each once, in order. */
  questions: number[][][];
}

/** A page or heading that a question near the query asked for, and how near (0–1). */
export interface Asked {
  url: string;
  near: number;
}

/**
 * How near a question must be for its page to be listed: a third of what the query says, by
 * weight, shared. Chosen on tuning sets the index was built without (docs/decisions/asked-before.md).
 */
export const ASKED_LEAST = 0.3;

/**
 * Where the page a question near the query asked for is listed when the search's own order left
 * it lower: third, after the first two the query's words and names chose.
 */
const ASKED_PLACE = 2;

/**
 * How near a question must be for its page to go first when the search's own order already has
 * it among the first three: two readings of the query, its own words and the questions asked
 * before, agree on it. Chosen on the tuning sets, each measured with an index built without it
 * (docs/decisions/asked-before.md).
 */
export const ASKED_AGREE = 0.65;

/**
 * How many stems a query must say for the questions asked before to outrank the search's own
 * order: a question. Two are a name as often as not («tech coffins»), and a question that says
 * the name and more («adquisición: cómo se controla el tech coffin») is not what it asks.
 */
const QUESTION_STEMS = 3;

/**
 * The place the page asked for takes in the search's order, from the place it has (`at`, −1 when
 * it is not there), the nearness of its question, how many stems the query says (`said`) and
 * whether the search's first page has a title that holds them all (`titled`: what is asked,
 * which no question asked before outranks); undefined: it stays where it is.
 */
export function askedPlace(
  at: number,
  near: number,
  said: number,
  titled = false,
): number | undefined {
  if (at < 0 || at > ASKED_PLACE) return ASKED_PLACE;
  if (at > 0 && !titled && near >= ASKED_AGREE && said >= QUESTION_STEMS) return 0;
  return undefined;
}

/** The stems a query is compared by: those of its names and of the words it searches. */
export const askedStems = (analysis: QueryAnalysis, stem: Stem): string[] => [
  ...new Set([...analysis.stems, ...analysis.words.map(stem)]),
];

/** The index of the tuning sets' questions, each read as the reader reads a query (at build time). */
export function askedIndex(
  queries: readonly Pick<PlayerQuery, 'q' | 'expect' | 'set'>[],
  analyze: Analyzer,
  stem: Stem,
): AskedIndex {
  const targets: string[] = [];
  const stems: string[] = [];
  const targetAt = new Map<string, number>();
  const stemAt = new Map<string, number>();
  const place = (list: string[], at: Map<string, number>, value: string) => {
    if (!at.has(value)) at.set(value, list.push(value) - 1);
    return at.get(value)!;
  };
  const questions: number[][][] = [];
  for (const { q, expect, set } of queries) {
    if (!isTuningSet(set)) continue;
    const own = askedStems(analyze(q), stem);
    if (own.length === 0) continue;
    const target = place(targets, targetAt, expect);
    (questions[target] ??= []).push(own.map((s) => place(stems, stemAt, s)).sort((a, b) => a - b));
  }
  return { targets, stems, questions };
}

/**
 * Each stem's place and weight: the rarer among the questions, the more it says; and the weight
 * of a stem no question has, as the rarest.
 */
interface ReadIndex {
  at: Map<string, number>;
  weights: number[];
  rarest: number;
}
const read = new WeakMap<AskedIndex, ReadIndex>();
function readIndex(index: AskedIndex): ReadIndex {
  const known = read.get(index);
  if (known) return known;
  const count = index.stems.map(() => 0);
  let n = 0;
  for (const asked of index.questions)
    for (const own of asked) {
      n += 1;
      for (const s of own) count[s]! += 1;
    }
  const value = {
    at: new Map(index.stems.map((s, i) => [s, i])),
    weights: count.map((c) => Math.log(1 + n / c)),
    rarest: Math.log(1 + n),
  };
  read.set(index, value);
  return value;
}

/**
 * The pages or headings the questions nearest the query asked for, nearest first, each at the
 * nearness of its nearest question, from `least` up: the cosine of the two sets of stems, each
 * stem weighing its rarity (one no question has weighs as the rarest). A query of one word is a
 * name or nothing, and asks no question.
 */
export function askedBefore(
  index: AskedIndex,
  stems: readonly string[],
  least = ASKED_LEAST,
): Asked[] {
  const query = new Set(stems);
  if (query.size < 2) return [];
  const { at, weights, rarest } = readIndex(index);
  const asked = new Set<number>();
  let queryNorm = 0;
  for (const s of query) {
    const place = at.get(s);
    if (place !== undefined) asked.add(place);
    queryNorm += (place === undefined ? rarest : weights[place]!) ** 2;
  }
  queryNorm = Math.sqrt(queryNorm);
  const nearest = new Map<number, number>();
  index.questions.forEach((questions, target) => {
    for (const own of questions) {
      let shared = 0;
      let norm = 0;
      for (const s of own) {
        const weight = weights[s]! ** 2;
        norm += weight;
        if (asked.has(s)) shared += weight;
      }
      if (shared === 0) continue;
      const near = shared / (queryNorm * Math.sqrt(norm));
      if (near >= least && near > (nearest.get(target) ?? 0)) nearest.set(target, near);
    }
  });
  return [...nearest]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([target, near]) => ({ url: index.targets[target]!, near }));
}
