import { isFiller, plainWords, type QueryAnalysis, type Stem } from './analyze.ts';
import { titleCover, titleHoldsAll, type NamedTerm } from './name-match.ts';
import { pagePath } from './page-path.ts';
import type { PagefindData } from './pagefind-types.ts';
import { PARTS } from '../glossary/parts.ts';
import { isRuling } from './rulings.ts';
import type { SearchTerm } from './term-match.ts';

const SKIRMISH: (typeof PARTS)[number] = 'Escaramuza';

/**
 * The first pages in the order of what they name of the query: each page weighs the heaviest of
 * a name of its term the query holds whole (`namedTerms`) and of its title, alone or with a section's
 * (`titleCover`); ties go to the named page (in `namedTerms`' order), then to a rule over a term
 * page, then to Pagefind's order. Named pages Pagefind did not list among the first come in at their weight. Only the
 * first `count` pages move, so asking for more results keeps what was shown.
 */
export function rankFirst(
  pages: PagefindData[],
  named: readonly NamedTerm[],
  byPath: ReadonlyMap<string, PagefindData>,
  analysis: QueryAnalysis,
  terms: readonly SearchTerm[],
  stem: Stem,
  count: number,
): PagefindData[] {
  const first = pages.slice(0, count);
  const nameWeight = new Map<string, NamedTerm & { rank: number }>();
  named.forEach((found, rank) => {
    const path = pagePath(found.term.url);
    if (!nameWeight.has(path)) nameWeight.set(path, { ...found, rank });
  });
  const termPages = new Set(terms.filter((t) => t.termPage).map((t) => pagePath(t.url)));
  const inFirst = new Set(first.map((page) => pagePath(page.url)));
  const extra = [...nameWeight.keys()]
    .filter((path) => !inFirst.has(path) && byPath.has(path))
    .map((path) => byPath.get(path)!);
  const scored = [...first, ...extra].map((page, order) => {
    const path = pagePath(page.url);
    const byName = nameWeight.get(path)?.weight ?? 0;
    const nameRank = nameWeight.get(path)?.rank ?? Infinity;
    // A section is named by its page's title and its own: «Ligas ITS › Jugadores impares: byes».
    // A ruling's question mentions names; it defines none, unless it asks the whole query.
    const pageTitle = page.meta['title'] ?? '';
    const byTitle = Math.max(
      0,
      ...[
        pageTitle,
        ...page.sub_results
          .map((sub) => ({ sub, title: `${pageTitle} ${sub.title}` }))
          .filter(({ sub, title }) => !isRuling(page, sub) || titleHoldsAll(title, analysis, stem))
          .map(({ title }) => title),
      ].map((title) => titleCover(title, analysis, terms, stem)),
    );
    const score = Math.max(byName, byTitle);
    return {
      page,
      order,
      score,
      byName,
      nameRank,
      stub: termPages.has(path),
      narrower: false,
    };
  });
  liftNarrower(
    scored.filter((entry) => entry.byName > 0),
    (entry) => nameWeight.get(pagePath(entry.page.url))!,
    stem,
  );
  // The skirmish is a game of its own: a question that names a rule of the main game asks about
  // that game, and the skirmish's pages it does not name go after the named ones.
  const partOf = (page: PagefindData) => page.filters['parte']?.[0] ?? '';
  const mainGameNamed = scored.some((e) => e.byName > 0 && partOf(e.page) !== SKIRMISH);
  const aside = (e: (typeof scored)[number]) =>
    mainGameNamed && e.byName === 0 && partOf(e.page) === SKIRMISH;
  scored.sort(
    (a, b) =>
      Number(aside(a)) - Number(aside(b)) ||
      b.score - a.score ||
      Number(b.narrower) - Number(a.narrower) ||
      b.byName - a.byName ||
      a.nameRank - b.nameRank ||
      Number(a.stub) - Number(b.stub) ||
      a.order - b.order,
  );
  const moved = new Set(extra);
  return [
    ...scored.map(({ page }) => page),
    ...pages.slice(count).filter((page) => !moved.has(page)),
  ];
}

const ownTexts = new WeakMap<PagefindData, Map<string, ReadonlySet<string>>>();

/**
 * The stems of what a named term's own text says: its section (from its heading to the next)
 * when the term is a heading of a longer page (Plantilla Directa in Propiedades), else the page.
 */
function ownText(page: PagefindData, found: NamedTerm, stem: Stem): ReadonlySet<string> {
  const anchor = (found.anchor ?? found.term.url).split('#')[1] ?? '';
  let byAnchor = ownTexts.get(page);
  if (!byAnchor) ownTexts.set(page, (byAnchor = new Map()));
  const known = byAnchor.get(anchor);
  if (known) return known;
  let words = (page.content ?? '').split(/\s+/);
  const start = page.anchors?.find((a) => a.id === anchor)?.location;
  if (anchor && start !== undefined) {
    const next = Math.min(
      ...(page.anchors ?? []).map((a) => a.location).filter((at) => at > start),
      words.length,
    );
    words = words.slice(start, next);
  }
  const stems = new Set(plainWords(words.join(' ')).map(stem));
  byAnchor.set(anchor, stems);
  return stems;
}

/** Whether a named term's own text holds every meaningful word of a name, in any form (by its stem). */
function mentions(page: PagefindData, found: NamedTerm, name: string, stem: Stem): boolean {
  const stems = plainWords(name)
    .filter((word) => !isFiller(word))
    .map(stem);
  const said = ownText(page, found, stem);
  return stems.length > 0 && stems.every((s) => said.has(s));
}

interface Scored {
  page: PagefindData;
  score: number;
  /** A term page: its text quotes the rules that mention it, it rules nothing. */
  stub: boolean;
  narrower: boolean;
}

/**
 * Of two named pages, the one whose text mentions the other's name, when the other's does not
 * mention it back, is the narrower rule that answers the question: «las tropas impetuosas tienen
 * cobertura parcial» is answered by Impetuoso, which says what it does with Cobertura Parcial. It
 * rises to the broader page's score and goes before it. Only between two pages of one section,
 * neither inside the other, named by different words (not one name said twice). A term page
 * quotes the rules that mention it and rules nothing: it never rises.
 */
function liftNarrower(named: Scored[], nameOf: (entry: Scored) => NamedTerm, stem: Stem): void {
  for (const narrow of named)
    for (const broad of named) {
      if (narrow === broad || narrow.stub || broad.score < narrow.score) continue;
      const [narrowName, broadName] = [nameOf(narrow), nameOf(broad)];
      const [narrowPath, broadPath] = [pagePath(narrow.page.url), pagePath(broad.page.url)];
      if (
        sameKind(narrow.page, broad.page) &&
        !narrowPath.startsWith(broadPath) &&
        !broadPath.startsWith(narrowPath) &&
        apart(narrowName.name, broadName.name, stem) &&
        mentions(narrow.page, narrowName, broadName.name, stem) &&
        !mentions(broad.page, broadName, narrowName.name, stem)
      ) {
        narrow.score = broad.score;
        narrow.narrower = true;
      }
    }
}

/** Two pages of one section of the site (two rules, two ITS pages). */
const sameKind = (a: PagefindData, b: PagefindData) =>
  (a.filters['parte']?.[0] ?? '') === (b.filters['parte']?.[0] ?? '');

/** Two names that share no meaningful word: two things the query names, not one said twice. */
function apart(a: string, b: string, stem: Stem): boolean {
  const stemsOf = (name: string) =>
    plainWords(name)
      .filter((word) => !isFiller(word))
      .map(stem);
  const first = new Set(stemsOf(a));
  return !stemsOf(b).some((s) => first.has(s));
}
