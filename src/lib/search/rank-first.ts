import type { QueryAnalysis, Stem } from './analyze.ts';
import { titleCover, titleHoldsAll, type NamedTerm } from './name-match.ts';
import { liftNarrower } from './narrower.ts';
import { pagePath, partOf } from './page-path.ts';
import type { PagefindData } from './pagefind-types.ts';
import { MISSIONS, RULES, SKIRMISH } from '../glossary/parts.ts';
import { isRuling } from './rulings.ts';
import type { SearchTerm } from './term-match.ts';

/**
 * How much of a name the query must say for an attribute beside it to be its context: half a
 * name only one page has («salto de combate», «crítico»), not a word many names share.
 */
const CLEARLY_NAMED = 0.5;
/**
 * What a title's cover weighs beside a name the query holds whole: a name said whole is what is
 * asked, a title that holds some of the query's words («Secuencia de Gasto de una Orden» for «la
 * orden del teniente se puede gastar en otra tropa») may be about something else.
 */
const TITLE = 0.75;
/**
 * How far below the rule asked an attribute named beside it goes: just after it (a kind of rule,
 * twice as far: after the attribute too).
 */
const CONTEXT_BELOW = 1e-6;
/** The breadth of an attribute among the `context` pages; a kind of rule is broader. */
const ATTRIBUTE = 1;

/**
 * The first pages in the order of what they name of the query: each page weighs the heaviest of
 * a name of its term the query holds whole (`namedTerms`) and of its title, alone or with a section's
 * (`titleCover`); ties go to the named page, a rule before a term page (which only quotes where
 * the rule is mentioned), then in `namedTerms`' order, then in Pagefind's. Named pages Pagefind
 * did not list among the first come in at their weight. A `context` page goes after a narrower
 * page named beside it: an attribute (breadth 1) after a rule, a kind of rule (breadth 2, as
 * «Atributo») after an attribute or a rule. Only the first `count` pages move, so asking for
 * more results keeps what was shown.
 */
export function rankFirst(
  pages: PagefindData[],
  named: readonly NamedTerm[],
  byPath: ReadonlyMap<string, PagefindData>,
  analysis: QueryAnalysis,
  terms: readonly SearchTerm[],
  stem: Stem,
  count: number,
  context: ReadonlyMap<string, number> = new Map(),
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
    // A title that holds every word of the query is what is asked; one that holds some, less so.
    const cover = (title: string) =>
      titleCover(title, analysis, terms, stem) * (titleHoldsAll(title, analysis, stem) ? 1 : TITLE);
    const ownCover = cover(pageTitle);
    // A ruling asks about its page's rule: it answers a query of two words (two names, as
    // «imm estado») only on a page the query names; a longer query may ask the ruling itself.
    const pageNamed = byName > 0 || ownCover > 0 || analysis.stems.length > 2;
    const byTitle = Math.max(
      ownCover,
      ...page.sub_results
        .map((sub) => ({ sub, title: `${pageTitle} ${sub.title}` }))
        .filter(
          ({ sub, title }) =>
            !isRuling(page, sub) || (pageNamed && titleHoldsAll(title, analysis, stem)),
        )
        .map(({ title }) => cover(title)),
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
  // An attribute named beside a rule is the context of a question about the rule: it goes after
  // the heaviest narrower page named, when that one is named clearly. So with a kind of rule
  // («atributo bli»): after the attribute or the rule. A kind named beside several of its kind
  // is what is asked («los atributos mov, cc y fis»): it counts as a rule.
  const listed = (e: (typeof scored)[number]) => context.get(pagePath(e.page.url)) ?? 0;
  const clearly = scored.filter((e) => e.byName >= CLEARLY_NAMED);
  const breadth = (e: (typeof scored)[number]) =>
    listed(e) > ATTRIBUTE && clearly.filter((o) => listed(o) < listed(e)).length > 1
      ? 0
      : listed(e);
  for (const level of [...new Set(context.values())].sort((a, b) => a - b)) {
    const asked = Math.max(0, ...clearly.filter((e) => breadth(e) < level).map((e) => e.score));
    if (asked > 0)
      for (const e of scored)
        if (breadth(e) === level && e.score >= asked) e.score = asked - level * CONTEXT_BELOW;
  }
  // The skirmish is a game of its own: a question that names a rule of the main game asks about
  // that game, and the skirmish's pages it does not name go after the others.
  const mainGameNamed = scored.some((e) => e.byName > 0 && partOf(e.page) !== SKIRMISH);
  // So with a mission: a question that names a rule and no mission asks about the rules.
  const ruleNamed = scored.some((e) => e.byName > 0 && partOf(e.page) === RULES);
  const aside = (e: (typeof scored)[number]) =>
    e.byName === 0 &&
    ((mainGameNamed && partOf(e.page) === SKIRMISH) || (ruleNamed && partOf(e.page) === MISSIONS));
  scored.sort(
    (a, b) =>
      Number(aside(a)) - Number(aside(b)) ||
      b.score - a.score ||
      Number(b.narrower) - Number(a.narrower) ||
      b.byName - a.byName ||
      Number(a.stub) - Number(b.stub) ||
      a.nameRank - b.nameRank ||
      a.order - b.order,
  );
  const moved = new Set(extra);
  return [
    ...scored.map(({ page }) => page),
    ...pages.slice(count).filter((page) => !moved.has(page)),
  ];
}
