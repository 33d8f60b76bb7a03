import { fold } from './fold.ts';
import type {
  PagefindApi,
  PagefindData,
  PagefindResponse,
  PagefindResult,
  PagefindSubResult,
} from './pagefind-types.ts';
import { pickSubResults, withHighlight, type SubHit } from './sub-results.ts';
import { matchTerms, type SearchTerm } from './term-match.ts';
import { unseenWords } from './unseen-words.ts';
import { meaningfulWords } from './stopwords.ts';
import { titlesFirst } from './titles-first.ts';
import { highlightWords, keepMeaningfulMarks } from './marks.ts';
import { correctQuery, type VocabularyIndex } from './vocabulary.ts';

export { unseenWords };

/** One result page, ready to render. */
export interface SearchHit {
  url: string;
  title: string;
  /** Section of the site (the `parte` filter). */
  part: string;
  excerpt: string;
  subResults: SubHit[];
  /** Placed first because the query is one of the names of its glossary term. */
  pinned: boolean;
}

export interface SearchOutcome {
  query: string;
  /** The query whose results are shown: differs from `query` when typos were corrected. */
  shownQuery: string;
  corrected: boolean;
  /** No page holds every word: pages holding most of them are shown. */
  relaxed: boolean;
  hits: SearchHit[];
  /**
   * Pages found: the hits are the first `limit` of them (glossary pages first), so the reader
   * can ask for more when `total` exceeds the hits.
   */
  total: number;
  /** Matching pages per section, for the filter buttons. */
  counts: Record<string, number>;
}

export interface SearchContext {
  pagefind: PagefindApi;
  terms: readonly SearchTerm[];
  vocabulary?: VocabularyIndex | undefined;
  /**
   * Loads the typo vocabulary on demand, instead of `vocabulary`: only for a query whose plain
   * search finds fewer than CORRECT_BELOW pages, so most searches never download it.
   */
  loadVocabulary?: (() => Promise<VocabularyIndex | undefined>) | undefined;
  /** Only this section (`parte` filter), or every section. */
  part?: string | undefined;
  /**
   * Pages whose content is loaded and shown: each one is a fragment to download, so the first
   * answer loads a few (FIRST_HITS) and "Más resultados" asks for more.
   */
  limit?: number;
}

/** Pages shown first: they fill a phone's screen, and each one more is a download before the answer. */
export const FIRST_HITS = 5;

/** A query with fewer plain results than this is checked for typos (see `loadVocabulary`). */
export const CORRECT_BELOW = 3;

const pagePath = (url: string) => url.split('#')[0]!.split('?')[0]!;

/**
 * The search behind the search box (and the quality suite): Pagefind's ranking, with
 * 1. glossary terms first: a query that is a name of a term (abbreviation, English name, old
 *    title, one typo away) puts the term's page (and its anchor) on top;
 * 2. typo retry: a word the site never uses is replaced by the closest site word and the
 *    corrected query is searched instead ("Mostrando resultados para …");
 * 3. among the first pages, those with a title that holds every word of the query first
 *    (`titlesFirst`).
 */
export async function runSearch(
  query: string,
  context: SearchContext,
): Promise<SearchOutcome | null> {
  const { pagefind, terms, part, limit = FIRST_HITS } = context;
  const trimmed = query.trim();
  const empty: SearchOutcome = {
    query,
    shownQuery: trimmed,
    corrected: false,
    relaxed: false,
    hits: [],
    total: 0,
    counts: {},
  };
  if (!trimmed) return empty;
  const options = part ? { filters: { parte: part } } : {};

  let shownQuery = trimmed;
  let response: PagefindResponse | null = await pagefind.search(trimmed, options);
  // Where the time goes (`npm run bench`): Pagefind's search, then the pages' data.
  performance.mark('search:pagefind');
  if (response === null) return null;
  // Each result's data is loaded once, whether to check the words or to show it.
  const data = new WeakMap<PagefindResult, Promise<PagefindData>>();
  const dataOf = (result: PagefindResult) => {
    if (!data.has(result)) data.set(result, result.data());
    return data.get(result)!;
  };
  let vocabulary = context.vocabulary;
  if (!vocabulary && context.loadVocabulary) {
    const first = response.results.slice(0, limit);
    const needed =
      first.length < CORRECT_BELOW ||
      unseenWords(
        trimmed,
        (await Promise.all(first.map(dataOf))).map((page) => page.content ?? ''),
      ).length > 0;
    if (needed) vocabulary = await context.loadVocabulary();
  }
  const correction = vocabulary ? correctQuery(trimmed, vocabulary) : undefined;
  if (correction && fold(correction) !== fold(trimmed)) {
    const retry = await pagefind.search(correction, options);
    if (retry === null) return null;
    if (retry.results.length > 0) {
      response = retry;
      shownQuery = correction;
    }
  }

  let relaxed = false;
  if (response.results.length === 0) {
    const loose = await searchAnyWord(pagefind, shownQuery, options);
    if (loose === null) return null;
    if (loose.results.length > 0) {
      response = loose;
      relaxed = true;
    }
  }

  const matched = [
    ...matchTerms(trimmed, terms),
    ...(shownQuery !== trimmed ? matchTerms(shownQuery, terms) : []),
  ]
    .filter(({ term }) => !part || term.parte === part)
    .slice(0, 3);
  const highlight = highlightWords(shownQuery);
  const marked = (excerpt: string) => keepMeaningfulMarks(excerpt, shownQuery);

  const loaded = titlesFirst(
    await Promise.all(response.results.slice(0, limit).map(dataOf)),
    shownQuery,
    FIRST_HITS,
  );
  performance.mark('search:pages');
  const byPath = new Map<string, PagefindData>();
  for (const data of loaded)
    if (!byPath.has(pagePath(data.url))) byPath.set(pagePath(data.url), data);

  const hits: SearchHit[] = [];
  const placed = new Set<string>();
  for (const { term } of matched) {
    const path = pagePath(term.url);
    if (placed.has(path)) continue;
    placed.add(path);
    const data = byPath.get(path);
    const pinned = term.url.includes('#') ? { url: term.url, title: term.title } : undefined;
    hits.push({
      url: path,
      title: data?.meta['title'] ?? term.title,
      part: data?.filters['parte']?.[0] ?? term.parte,
      excerpt: marked(data?.excerpt ?? ''),
      subResults: pickSubResults(data?.sub_results ?? [], shownQuery, 3, pinned).map((sub) => ({
        ...sub,
        excerpt: marked(sub.excerpt),
        url: withHighlight(sub.url, highlight),
      })),
      pinned: true,
    });
  }
  for (const data of loaded) {
    const path = pagePath(data.url);
    if (placed.has(path)) continue;
    placed.add(path);
    hits.push({
      url: path,
      title: data.meta['title'] ?? path,
      part: data.filters['parte']?.[0] ?? '',
      excerpt: marked(data.excerpt),
      subResults: pickSubResults(data.sub_results, shownQuery).map((sub) => ({
        ...sub,
        excerpt: marked(sub.excerpt),
        url: withHighlight(sub.url, highlight),
      })),
      pinned: false,
    });
  }
  const counts = response.totalFilters?.['parte'] ?? response.filters?.['parte'] ?? {};
  // A pinned glossary page Pagefind did not find is one more than its results.
  const total = Math.max(hits.length, response.results.length);
  return { query, shownQuery, corrected: shownQuery !== trimmed, relaxed, hits, total, counts };
}

/**
 * Pagefind only returns pages holding every word. When none does, each meaningful word is
 * searched alone and pages are ranked by how many words they hold, then by summed score; the
 * sections of a page found by different words are merged.
 */
export async function searchAnyWord(
  pagefind: PagefindApi,
  query: string,
  options: { filters?: Record<string, string> },
): Promise<PagefindResponse | null> {
  const keep = meaningfulWords(query);
  if (keep.length < 2) return { results: [] };
  const responses = await Promise.all(keep.map((word) => pagefind.search(word, options)));
  if (responses.some((response) => response === null)) return null;
  const pages = new Map<string, { hits: number; score: number; results: PagefindResult[] }>();
  for (const response of responses) {
    for (const result of response!.results) {
      const page = pages.get(result.id) ?? { hits: 0, score: 0, results: [] };
      page.hits += 1;
      page.score += result.score;
      page.results.push(result);
      pages.set(result.id, page);
    }
  }
  const ranked = [...pages.entries()].sort(
    (a, b) => b[1].hits - a[1].hits || b[1].score - a[1].score,
  );
  return {
    results: ranked.map(([id, page]) => ({
      id,
      score: page.score,
      data: async () => {
        const all = await Promise.all(page.results.map((result) => result.data()));
        const subs = new Map<string, PagefindSubResult>();
        for (const data of all) {
          for (const sub of data.sub_results) {
            const known = subs.get(sub.url);
            subs.set(
              sub.url,
              known
                ? {
                    ...known,
                    weighted_locations: [
                      ...(known.weighted_locations ?? []),
                      ...(sub.weighted_locations ?? []),
                    ],
                  }
                : sub,
            );
          }
        }
        return { ...all[0]!, sub_results: [...subs.values()] };
      },
    })),
  };
}
