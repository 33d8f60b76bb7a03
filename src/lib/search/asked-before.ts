/**
 * Questions players asked before (`askedBefore`): the tuning queries of the player sets
 * (content/search/player-queries.json), each with the page or heading that answers it, read as
 * the reader reads a query. A new query that says much of what one of them said, in its rarer
 * words, likely asks for the same page: the search weighs its first pages by their place and by
 * how near the questions that asked for each are (`askedOrder`). It is document expansion by the
 * questions a page answers, kept outside Pagefind's index, so no excerpt shows a word its page
 * does not have and the index a name's first search downloads does not grow
 * (docs/decisions/asked-before.md).
 */
import type { Analyzer, QueryAnalysis, Stem } from './analyze.ts';
import type { PlayerQuery } from './player-queries.ts';
import { titledWhole } from './name-match.ts';
import { pagePath } from './page-path.ts';
import type { PagefindData } from './pagefind-types.ts';
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
 * Where the page the nearest question asked for is listed, for a query of fewer than
 * `QUESTION_STEMS` stems, when the search's own order left it lower: third, after the first two
 * the query's words and names chose.
 */
const ASKED_PLACE = 2;

/**
 * How many stems a query must say for the questions asked before to reorder the search's first
 * pages: a question. Two are a name as often as not («tech coffins»), and a question that says
 * the name and more («adquisición: cómo se controla el tech coffin») is not what it asks.
 */
const QUESTION_STEMS = 3;

/**
 * What a question's first pages weigh when the questions asked before reorder them: each page its
 * place in the search's own order (`place`, first to fifth; `below` for the nearest question's
 * page from lower down), plus `near` times the nearness of the nearest question that asked for
 * it, plus `nearest` for the page of the nearest question of all, plus `more` times the nearness
 * of the questions that asked for its other headings (up to 1), plus `likely` times how much
 * likelier the query's words are among all the questions that asked for it (`askedLikely`). Fitted on the tuning sets, each
 * scored by questions and weights that leave it out (`node tools/search-fit.ts`,
 * docs/decisions/asked-before.md): the nearest question's page goes first unless a page above it
 * has questions about as near.
 */
export const ASKED_WEIGHTS: AskedWeights = {
  place: [1.12, 0.22, 0, -0.38, -0.54],
  below: -0.85,
  near: 2.66,
  nearest: 0.48,
  more: -0.43,
  likely: 0.37,
};

/** The weights of `ASKED_WEIGHTS`' shape (`tools/search-fit.ts` fits others). */
export interface AskedWeights {
  place: readonly number[];
  below: number;
  near: number;
  nearest: number;
  more: number;
  likely: number;
}

/** How many of the search's first pages the questions asked before reorder. */
export const ASKED_PAGES = ASKED_WEIGHTS.place.length;

/** A query as the questions asked before see it: how many stems it says, and whether the search's first page has a title holding the whole query. */
export interface AskedQuery {
  said: number;
  titled: boolean;
}

/** The query as the questions asked before see it, with the search's first page (`first`). */
export const askedQuery = (
  first: PagefindData | undefined,
  analysis: QueryAnalysis,
  stem: Stem,
  analyze: Analyzer,
): AskedQuery => ({
  said: askedStems(analysis, stem).length,
  titled: first !== undefined && titledWhole(first, analysis, stem, analyze),
});

/** Whether the questions asked before reorder the search's first pages for this query: a question, whose first page's title does not hold it whole. */
export const reorders = ({ said, titled }: AskedQuery): boolean =>
  said >= QUESTION_STEMS && !titled;

/**
 * A page the questions asked before weigh: its place in the search's order (`ASKED_PAGES`:
 * lower), how near its nearest question is, whether it is the nearest question's page, how
 * near the questions that asked for its other headings are, summed (`more`, up to 1), and how
 * likely its questions make the query's words (`likely`, `askedLikely`).
 */
export interface AskedCandidate<T> {
  page: T;
  place: number;
  near: number;
  nearest: boolean;
  more: number;
  likely: number;
}

/** How likely the questions asked for a page make the query's words: 0 for every page by default. */
export type Likely = (path: string) => number;
const unlikely: Likely = () => 0;

/**
 * The pages the questions asked before weigh: the search's first `ASKED_PAGES` (`pages`, in its
 * order; `pathOf` gives a page's path) and the page of the nearest question (`nearestPage`), each
 * with the nearness of the nearest question that asked for it (`asked`, nearest first) and how
 * likely its questions make the query's words (`likely`).
 */
export function askedCandidates<T>(
  pages: readonly T[],
  pathOf: (page: T) => string,
  asked: readonly Asked[],
  nearestPage: T,
  likely: Likely = unlikely,
): AskedCandidate<T>[] {
  const nearOf = new Map<string, number>();
  const moreOf = new Map<string, number>();
  for (const { url, near } of asked) {
    const page = pagePath(url);
    if (!nearOf.has(page)) nearOf.set(page, near);
    else moreOf.set(page, (moreOf.get(page) ?? 0) + near);
  }
  const path = pathOf(nearestPage);
  const first = pages.slice(0, ASKED_PAGES).map((page, place) => ({ page, place }));
  const candidates = first.some(({ page }) => pathOf(page) === path)
    ? first
    : [...first, { page: nearestPage, place: ASKED_PAGES }];
  return candidates.map(({ page, place }) => ({
    page,
    place,
    near: nearOf.get(pathOf(page)) ?? 0,
    nearest: pathOf(page) === path,
    more: Math.min(1, moreOf.get(pathOf(page)) ?? 0),
    likely: likely(pathOf(page)),
  }));
}

/** What a page weighs in the order of a question's first pages. */
export const askedWeight = (
  { place, near, nearest, more, likely }: AskedCandidate<unknown>,
  weights: AskedWeights = ASKED_WEIGHTS,
): number =>
  (weights.place[place] ?? weights.below) +
  weights.near * near +
  (nearest ? weights.nearest : 0) +
  weights.more * more +
  weights.likely * likely;

/**
 * The search's pages (`pages`, in its own order; `pathOf` gives a page's path) reordered by the
 * questions asked before (`asked`, nearest first, as `askedBefore` gives them), with `nearestPage`
 * the page of the nearest one. A question (`QUESTION_STEMS` stems or more): the first
 * `ASKED_PAGES` pages and that page, by `askedWeight`. A name, or a query that the first page's
 * title holds whole (what is asked), keeps the search's order: the nearest page is only listed
 * third when the search had it lower.
 */
export function askedOrder<T>(
  pages: readonly T[],
  pathOf: (page: T) => string,
  asked: readonly Asked[],
  nearestPage: T | undefined,
  query: AskedQuery,
  likely: Likely = unlikely,
  weights: AskedWeights = ASKED_WEIGHTS,
): readonly T[] {
  if (!asked[0] || !nearestPage) return pages;
  const path = pathOf(nearestPage);
  if (!reorders(query)) {
    const at = pages.findIndex((page) => pathOf(page) === path);
    if (at >= 0 && at <= ASKED_PLACE) return pages;
    const others = pages.filter((page) => pathOf(page) !== path);
    return [...others.slice(0, ASKED_PLACE), nearestPage, ...others.slice(ASKED_PLACE)];
  }
  const ordered = askedCandidates(pages, pathOf, asked, nearestPage, likely)
    .map((candidate) => ({ candidate, weight: askedWeight(candidate, weights) }))
    .sort((a, b) => b.weight - a.weight || a.candidate.place - b.candidate.place)
    .map(({ candidate }) => candidate.page);
  const placed = new Set(ordered.map(pathOf));
  return [...ordered, ...pages.filter((page) => !placed.has(pathOf(page)))];
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
  /** How many questions say each stem. */
  count: number[];
  /** Each page's questions: how many say each stem, and their stems in all (`askedLikely`). */
  pages: Map<string, { says: Map<number, number>; stems: number }>;
  /** The stems of every question, in all. */
  said: number;
}
const read = new WeakMap<AskedIndex, ReadIndex>();
function readIndex(index: AskedIndex): ReadIndex {
  const known = read.get(index);
  if (known) return known;
  const count = index.stems.map(() => 0);
  const pages: ReadIndex['pages'] = new Map();
  let n = 0;
  let said = 0;
  index.questions.forEach((asked, target) => {
    const path = pagePath(index.targets[target]!);
    const page = pages.get(path) ?? { says: new Map<number, number>(), stems: 0 };
    pages.set(path, page);
    for (const own of asked) {
      n += 1;
      said += own.length;
      page.stems += own.length;
      for (const s of own) {
        count[s]! += 1;
        page.says.set(s, (page.says.get(s) ?? 0) + 1);
      }
    }
  });
  const value = {
    at: new Map(index.stems.map((s, i) => [s, i])),
    weights: count.map((c) => Math.log(1 + n / c)),
    rarest: Math.log(1 + n),
    count,
    pages,
    said,
  };
  read.set(index, value);
  return value;
}

/**
 * The pages or headings the questions nearest the query asked for, nearest first, each at the
 * nearness of its nearest question, from `least` up: the cosine of the two sets of stems, each
 * stem weighing its rarity (one no question has weighs as the rarest). A query of one word is a
 * name or nothing, and asks no question; one of fewer than `QUESTION_STEMS` is a name, whose
 * questions choose its page and leave the heading to what it names.
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
  const found = [...nearest]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([target, near]) => ({ url: index.targets[target]!, near }));
  // A name's questions choose its page, not a heading: the heading it names is the one asked.
  if (query.size >= QUESTION_STEMS) return found;
  const byPage = new Map<string, number>();
  for (const { url, near } of found)
    if (!byPage.has(pagePath(url))) byPage.set(pagePath(url), near);
  return [...byPage].map(([url, near]) => ({ url, near }));
}

/**
 * What a stem none of a page's questions says still counts, as a share of one question's word
 * (0.02, 0.5 and 1 measured too: docs/decisions/asked-before.md).
 */
const LIKELY_PRIOR = 0.1;

/**
 * How much likelier the query's stems (`stems`) are among the questions that asked for a page
 * than among all the questions: the log-likelihood ratio of naive Bayes, each question's stems a
 * bag, smoothed by `LIKELY_PRIOR`; a stem no question says counts for nothing. Where `askedBefore`
 * looks for one question near the query, this pools every question of a page: «tumbado» said by
 * one, «tropa» by another. One pass over the query's stems per page; the counts are read once.
 */
export function askedLikely(index: AskedIndex, stems: readonly string[]): Likely {
  const { at, count, pages, said } = readIndex(index);
  const known = [...new Set(stems)].flatMap((s) => at.get(s) ?? []);
  const words = index.stems.length * LIKELY_PRIOR;
  return (path) => {
    const page = pages.get(path);
    if (!page) return 0;
    let sum = 0;
    for (const s of known) {
      const inPage = ((page.says.get(s) ?? 0) + LIKELY_PRIOR) / (page.stems + words);
      const inAll = (count[s]! + LIKELY_PRIOR) / (said + words);
      sum += Math.log(inPage / inAll);
    }
    return sum;
  };
}
