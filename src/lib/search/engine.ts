import { fold } from './fold.ts';
import { SKIRMISH } from '../glossary/parts.ts';
import { pagePath, partOf } from './page-path.ts';
import { partScope } from './part-scope.ts';
import type {
  PagefindApi,
  PagefindData,
  SearchOptions,
  PagefindResponse,
  PagefindResult,
} from './pagefind-types.ts';
import { anchorOf, pickSubResults, withHighlight, type SubHit } from './sub-results.ts';
import { rulingOf } from './rulings.ts';
import { matchTerms, type SearchTerm } from './term-match.ts';
import type { unseenWords } from './unseen-words.ts';
import { titlesFirst } from './titles-first.ts';
import { highlightWords, keepMeaningfulMarks } from './marks.ts';
import type { TypoFixer, Vocabulary } from './vocabulary.ts';
import type { Analyzer, QueryAnalysis, Stem } from './analyze.ts';
import type { Asked } from './asked-before.ts';
import type { NamedTerm, namedTerms } from './name-match.ts';
import type { titledSections, withTitledSections } from './section-titles.ts';
import type { matchNames } from './name-value.ts';
import type { rankFirst } from './rank-first.ts';
import type { searchAnyWord } from './any-word.ts';

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
  /** The sections a word of the query named, which alone were searched («mercenarios its»). */
  scope?: readonly string[];
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
  /** Corrects typos against the site's words (src/lib/search/vocabulary.ts). */
  typos?: TypoFixer | undefined;
  /**
   * Loads the typo corrector on demand, instead of `typos`: only for a query whose plain search
   * finds fewer than CORRECT_BELOW pages, or a word none of them has, so most searches never
   * download the vocabulary.
   */
  loadTypos?: (() => Promise<TypoFixer | undefined>) | undefined;
  /**
   * Reads a query that is not a name as a player writes it (question filler, verb forms, table
   * slang: src/lib/search/analyze.ts), loaded on demand: a query that is a name never needs it.
   */
  loadReader?: (() => Promise<QueryReader | undefined>) | undefined;
  /** Only this section (`parte` filter), or every section. */
  part?: string | undefined;
  /**
   * Pages whose content is loaded and shown: each one is a fragment to download, so the first
   * answer loads a few (FIRST_HITS) and "Más resultados" asks for more.
   */
  limit?: number;
}

/** What reads a player's query: the analysis and the stemmer it uses. */
export interface QueryReader {
  analyze: Analyzer;
  stem: Stem;
  /** src/lib/search/name-match.ts, in the reader's chunk: only a query that is not a name needs it. */
  namedTerms: typeof namedTerms;
  /** src/lib/search/rank-first.ts, in the reader's chunk too. */
  rankFirst: typeof rankFirst;
  /** src/lib/search/name-value.ts: a name mistyped («esquibar») or with a value («arm 4»). */
  matchNames: typeof matchNames;
  /** src/lib/search/section-titles.ts: the sections whose titles the query names. */
  titledSections: typeof titledSections;
  /** The same file: those sections listed under their page when Pagefind did not list them. */
  withTitledSections: typeof withTitledSections;
  /** src/lib/search/unseen-words.ts: whether a query needs the typo corrector. */
  unseenWords: typeof unseenWords;
  /** src/lib/search/any-word.ts: the pages holding most words, when none holds them all. */
  searchAnyWord: typeof searchAnyWord;
  /** The typo corrector of a vocabulary, with this reader's stemmer (`loadTypos`). */
  typoFixer: (vocabulary: Vocabulary) => TypoFixer | undefined;
  /** src/lib/search/asked-before.ts: the pages questions near this one asked for. */
  askedBefore?: (analysis: QueryAnalysis) => Asked[];
  /**
   * The same file: the search's pages reordered by those questions, the nearest one's page
   * (`nearest`) among them.
   */
  askedOrder?: (
    ranked: readonly PagefindData[],
    asked: readonly Asked[],
    nearest: PagefindData | undefined,
    analysis: QueryAnalysis,
  ) => readonly PagefindData[];
  /**
   * src/lib/search/term-mentions.ts: the headings of a term page that quote the pages found or
   * named, which Pagefind does not list.
   */
  mentionSections?: (
    path: string,
    found: readonly PagefindData[],
    named: readonly { term: SearchTerm }[],
    terms: readonly SearchTerm[],
  ) => SubHit[];
}

/** Pages shown first: they fill a phone's screen, and each one more is a download before the answer. */
export const FIRST_HITS = 5;

/** A query with fewer plain results than this is checked for typos (see `loadTypos`). */
export const CORRECT_BELOW = 3;

/**
 * The search behind the search box (and the quality suites): Pagefind's ranking, with
 * 1. glossary terms first: a query that is a name of a term (abbreviation, English name, old
 *    title, one typo away) puts the term's page (and its anchor) on top;
 * 2. a query that is not a name is read as a player writes it (`loadReader`): Pagefind searches
 *    its meaningful words in the rules' words, without the question's filler;
 * 3. typo retry: a word the site never uses is replaced by the closest site word and the
 *    corrected query is searched instead ("Mostrando resultados para …");
 * 4. among the first pages, those that name what the query asks first (`rankFirst`).
 */
export async function runSearch(
  query: string,
  context: SearchContext,
): Promise<SearchOutcome | null> {
  // A section the query names («mercenarios its») is searched alone first; a name as written
  // that holds a section's name («Reglas de la escaramuza») is not a scope.
  const named = matchTerms(query, context.terms).some(({ quality }) => quality < 2);
  const scope = context.part || named ? undefined : partScope(query);
  if (scope) {
    const scoped = await searchIn(scope.query, context, scope.parts);
    if (scoped === null || scoped.hits.length > 0)
      return scoped && { ...scoped, query, scope: scope.parts };
  }
  return searchIn(query, context, context.part ? [context.part] : undefined);
}

/** `runSearch` within some sections of the site (`parte`), or all of them. */
async function searchIn(
  query: string,
  context: SearchContext,
  parts: readonly string[] | undefined,
): Promise<SearchOutcome | null> {
  const { pagefind, terms, limit = FIRST_HITS } = context;
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
  const options: SearchOptions = parts
    ? { filters: { parte: parts.length === 1 ? parts[0]! : { any: [...parts] } } }
    : {};
  const inPart = ({ term }: { term: SearchTerm }) => !parts || parts.includes(term.parte);

  const asWritten = matchTerms(trimmed, terms).filter(inPart);
  // The reader reads a query that is no name, and corrects one that is a name mistyped.
  const reader = asWritten.length === 0 ? await context.loadReader?.() : undefined;
  const whole = reader ? reader.matchNames(trimmed, terms).filter(inPart) : asWritten;
  // Table slang means the main game's rules: the skirmish alone is read without it.
  const read = { slang: !parts || parts.some((part) => part !== SKIRMISH) };
  const analysis = whole.length === 0 ? reader?.analyze(trimmed, read) : undefined;
  const searched = analysis && analysis.words.length > 0 ? analysis.words.join(' ') : trimmed;

  let shownQuery = searched;
  let response: PagefindResponse | null = await pagefind.search(searched, options);
  // Where the time goes (`npm run bench`): Pagefind's search, then the pages' data.
  performance.mark('search:pagefind');
  if (response === null) return null;
  // Each result's data is loaded once, whether to check the words or to show it.
  const data = new WeakMap<PagefindResult, Promise<PagefindData>>();
  const dataOf = (result: PagefindResult) => {
    if (!data.has(result)) data.set(result, result.data());
    return data.get(result)!;
  };
  // A name as written needs no correction.
  let typos = context.typos;
  if (!typos && context.loadTypos && reader) {
    const first = response.results.slice(0, limit);
    const needed =
      first.length < CORRECT_BELOW ||
      reader.unseenWords(
        searched,
        (await Promise.all(first.map(dataOf))).map((page) => page.content ?? ''),
      ).length > 0;
    if (needed) typos = await context.loadTypos();
  }
  const correction = typos?.(searched, analysis?.kept && new Set(analysis.kept));
  let corrected = false;
  if (correction && fold(correction) !== fold(searched)) {
    const retry = await pagefind.search(correction, options);
    if (retry === null) return null;
    if (retry.results.length > 0) {
      response = retry;
      shownQuery = correction;
      corrected = true;
    }
  }

  let relaxed = false;
  if (response.results.length === 0) {
    // In the reader's chunk: a name as written finds its page, so the first search never needs it.
    const loose = await (reader ?? (await context.loadReader?.()))?.searchAnyWord(
      pagefind,
      shownQuery,
      options,
    );
    if (loose === null) return null;
    if (loose && loose.results.length > 0) {
      response = loose;
      relaxed = true;
    }
  }

  const matched = [
    ...whole,
    ...(corrected ? (reader?.matchNames ?? matchTerms)(shownQuery, terms) : []),
  ]
    .filter(inPart)
    .slice(0, 3);
  // A correction is read again, keeping what only the query as typed says: a level letter's place.
  const readAs =
    analysis && corrected && reader
      ? {
          ...reader.analyze(shownQuery, read),
          ...(analysis.levelled ? { levelled: analysis.levelled } : {}),
        }
      : analysis;
  const named =
    readAs && reader
      ? reader.namedTerms(readAs, terms, reader.stem).filter(inPart).slice(0, FIRST_HITS)
      : [];
  // The pages questions near this one asked for (asked-before.ts), nearest first: they weigh in
  // the order of the first pages, the nearest one's among them, and each lists its heading.
  const asked = (readAs && reader?.askedBefore?.(readAs)) || [];
  const askedFor = asked
    .map((found) => askedTerm(found, terms))
    .filter((found): found is NamedTerm => !!found && inPart(found));
  const highlight = highlightWords(shownQuery);
  const marked = (excerpt: string) => keepMeaningfulMarks(excerpt, shownQuery);

  const loaded = titlesFirst(
    await Promise.all(response.results.slice(0, limit).map(dataOf)),
    shownQuery,
    FIRST_HITS,
  );
  const byPath = new Map<string, PagefindData>();
  for (const data of loaded)
    if (!byPath.has(pagePath(data.url))) byPath.set(pagePath(data.url), data);
  // A named page Pagefind did not list among the first: its own data, found by its title.
  await Promise.all(
    [...matched, ...named, ...askedFor.slice(0, 1)]
      .map(({ term }) => term)
      .filter((term) => !byPath.has(pagePath(term.url)))
      .slice(0, FIRST_HITS)
      .map(async (term) => {
        const page = (await pageData(pagefind, term, options)) ?? bareData(term);
        if (!byPath.has(pagePath(term.url))) byPath.set(pagePath(term.url), page);
      }),
  );
  let ranked: readonly PagefindData[] =
    readAs && reader
      ? reader.rankFirst(loaded, named, byPath, readAs, terms, reader.stem, FIRST_HITS)
      : loaded;
  if (askedFor[0] && reader?.askedOrder)
    ranked = reader.askedOrder(ranked, asked, byPath.get(pagePath(askedFor[0].term.url)), readAs!);
  performance.mark('search:pages');

  const hits: SearchHit[] = [];
  const placed = new Set<string>();
  const place = (
    page: PagefindData,
    pinned: { url: string; title: string } | undefined,
    name?: string,
  ) => {
    const path = pagePath(page.url);
    const pageNames = [page.meta['title'] ?? '', ...(name ? [name] : [])];
    if (placed.has(path)) return;
    placed.add(path);
    const titled =
      readAs && reader ? reader.titledSections(page, readAs, pageNames, reader.stem) : undefined;
    // A term page's quoting headings; a heading asked for among them is not listed again below.
    const quoting =
      reader?.mentionSections?.(path, ranked.slice(0, limit), [...matched, ...named], terms) ?? [];
    const quoted = new Set(quoting.map((sub) => anchorOf(sub.url)));
    hits.push({
      url: path,
      title: page.meta['title'] ?? path,
      part: partOf(page),
      excerpt: marked(page.excerpt),
      subResults: [
        ...quoting,
        ...pickSubResults(
          titled && reader ? reader.withTitledSections(page, titled) : page.sub_results,
          shownQuery,
          3,
          pinned,
          pageNames,
          titled,
        ).filter((sub) => !quoted.has(anchorOf(sub.url))),
      ]
        .slice(0, 3)
        .map((sub) => {
          const ruling = sub.faq ? rulingOf(page, anchorOf(sub.url)) : undefined;
          return {
            ...sub,
            excerpt: marked(sub.excerpt),
            url: withHighlight(sub.url, highlight),
            ...(ruling ? { ruling } : {}),
          };
        }),
      pinned: matchedPaths.has(path),
    });
  };
  const matchedPaths = new Set(matched.map(({ term }) => pagePath(term.url)));
  for (const { term } of matched) {
    const anchor = term.url.includes('#') ? { url: term.url, title: term.title } : undefined;
    place(byPath.get(pagePath(term.url))!, anchor);
  }
  // Each page lists first the heading its nearest question asked before chose, also when the
  // query names the page.
  const namedByPath = new Map<string, NamedTerm>();
  for (const found of [...askedFor].reverse().concat(named)) {
    const path = pagePath(found.term.url);
    const heading = !namedAnchor(found) && namedAnchor(namedByPath.get(path) ?? found)?.url;
    namedByPath.set(path, heading ? { ...found, anchor: heading } : found);
  }
  for (const page of ranked) {
    const found = namedByPath.get(pagePath(page.url));
    place(page, found && namedAnchor(found), found?.name);
  }
  // The pages asked for (a named page may have taken the place of one of Pagefind's).
  hits.splice(Math.max(limit, matched.length));
  const counts = response.totalFilters?.['parte'] ?? response.filters?.['parte'] ?? {};
  // A pinned glossary page Pagefind did not find is one more than its results.
  const total = Math.max(hits.length, response.results.length);
  return { query, shownQuery, corrected, relaxed, hits, total, counts };
}

/**
 * The page (and heading) a question near the query asked for, as a named term of its page: the
 * glossary term at that address, or the page's own, with the heading to list first.
 */
function askedTerm({ url, near }: Asked, terms: readonly SearchTerm[]): NamedTerm | undefined {
  const path = pagePath(url);
  const term =
    terms.find((t) => t.url === url) ??
    terms.find((t) => t.url === path) ??
    terms.find((t) => pagePath(t.url) === path);
  if (!term) return undefined;
  return {
    term,
    weight: near,
    exact: 0,
    titled: false,
    position: Infinity,
    name: term.title,
    ...(url.includes('#') && url !== term.url ? { anchor: url } : {}),
  };
}

/** The heading a named term leads to, listed first under its page. */
function namedAnchor(found: NamedTerm): { url: string; title: string } | undefined {
  const url = found.anchor ?? found.term.url;
  return url.includes('#') ? { url, title: found.term.title } : undefined;
}

/** A term's page when Pagefind cannot give it: its title and section, no excerpt. */
const bareData = (term: SearchTerm): PagefindData => ({
  url: pagePath(term.url),
  excerpt: '',
  meta: { title: term.title },
  filters: { parte: [term.parte] },
  sub_results: [],
});

/** A term's page as Pagefind gives it, searched by its title (its weighted `<h1>`), if found. */
async function pageData(
  pagefind: PagefindApi,
  term: SearchTerm,
  options: SearchOptions,
): Promise<PagefindData | undefined> {
  const response = await pagefind.search(term.title, options);
  for (const result of response?.results.slice(0, 3) ?? []) {
    const page = await result.data();
    if (pagePath(page.url) === pagePath(term.url)) return page;
  }
  return undefined;
}
