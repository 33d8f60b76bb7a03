import {
  meaningful,
  nameWords,
  NEGATION,
  plainWords,
  stemsOf,
  type Analyzer,
  type QueryAnalysis,
  type Stem,
} from './analyze.ts';
import { SKIRMISH } from '../glossary/parts.ts';
import { pagePath } from './page-path.ts';
import type { PagefindData } from './pagefind-types.ts';
import type { SearchTerm } from './term-match.ts';

/** A name of a term, as the stems of its meaningful words. */
interface IndexedName {
  term: SearchTerm;
  name: string;
  stems: string[];
  words: string[];
  /** The stems of its words that are abbreviations: held only as written (`abbreviations`). */
  abbreviated: ReadonlySet<string>;
  /** It says «sin» («Sin LDT», «Sin Tirada»): a query that does not say it does not hold it. */
  negated: boolean;
}

/** The glossary's names, stemmed once per list of terms. */
interface NameIndex {
  names: IndexedName[];
  /** Each term's title, as stems. */
  titles: Map<SearchTerm, string[]>;
  /**
   * Stem → how many pages have a term with it in one of its names (a rare stem says more): the
   * eight «Crítico: …» tables of the skirmish are one page, and weigh «crítico» as one.
   */
  pagesWith: Map<string, number>;
  /** An abbreviation and the stems of the name it abbreviates: «cuerpo a cuerpo» is «CC». */
  expansions: { abbr: string; stems: string[] }[];
  /**
   * The words of every term's abbreviations, folded. An abbreviation is met only as written,
   * not by a word of the same stem: «modo» is not «MOD», nor «esta» «EST».
   */
  abbreviations: ReadonlySet<string>;
}

const indexes = new WeakMap<readonly SearchTerm[], NameIndex>();

function indexNames(terms: readonly SearchTerm[], stem: Stem): NameIndex {
  let index = indexes.get(terms);
  if (index) return index;
  const abbreviations = new Set(terms.flatMap((term) => (term.abbr ?? []).flatMap(meaningful)));
  const names: IndexedName[] = [];
  const pageSets = new Map<string, Set<string>>();
  const expansions: NameIndex['expansions'] = [];
  const titles = new Map<SearchTerm, string[]>();
  for (const term of terms) {
    const seen = new Set<string>();
    const abbrs = new Set(term.abbr ?? []);
    for (const name of term.names) {
      // An abbreviation keeps its level: «IMM-A» is not «IMM».
      const kept = abbrs.has(name) ? plainWords(name) : nameWords(name);
      const stems = [...new Set(kept.map(stem))];
      if (stems.length === 0) continue;
      const abbreviated = new Set(kept.filter((word) => abbreviations.has(word)).map(stem));
      const negated = plainWords(name).includes(NEGATION);
      names.push({ term, name, stems, words: kept, abbreviated, negated });
      for (const s of stems) seen.add(s);
    }
    const page = pagePath(term.url);
    for (const s of seen) pageSets.set(s, (pageSets.get(s) ?? new Set()).add(page));
    const title = nameWords(term.title).map(stem);
    titles.set(term, title);
    for (const abbr of term.abbr ?? []) {
      const [abbrStem, ...rest] = stemsOf(abbr, stem);
      if (abbrStem && rest.length === 0 && title.length > 1)
        expansions.push({ abbr: abbrStem, stems: title });
    }
  }
  const pagesWith = new Map([...pageSets].map(([s, pages]) => [s, pages.size]));
  index = { names, titles, pagesWith, expansions, abbreviations };
  indexes.set(terms, index);
  return index;
}

/**
 * A name said by its own words alone: «la perforante» is Munición Perforante, whose «munición»
 * many names share. The words the query holds must carry this share of the name's weight, and
 * be more than a number or a player's form (`formed`): «arm 4» does not name «Jornada 4», nor
 * «se pierde el despliegue oculto» «Pérdida de Teniente».
 */
const SHORT_NAME = 0.75;

/** The level letter a name may end with («Inmovilizado-A»), as its stem. */
const LEVEL = 'a';

/**
 * A number or an ordinal, as a stem, which names nothing alone: «arm 4» is not «Jornada 4», nor
 * «quién despliega primero» the «Primera jornada».
 */
const COUNT = /^(\d+|primer|segund|tercer|cuart|quint|sext|septim|octav|noven|decim)$/;

/** A term whose name the query holds. */
export interface NamedTerm {
  term: SearchTerm;
  /** The name's stems, each weighing 1 / the number of terms that have it. */
  weight: number;
  /** Words of the name the query holds as written (not only a form of them). */
  exact: number;
  /** The query holds the term's title too, not only another of its names. */
  titled: boolean;
  /** Where the query says the name: the index of its first stem among the query's. */
  position: number;
  /** The name the query holds, or the slang's page. */
  name: string;
  /** A heading slang leads to (`/page/#anchor`), to list first under its page. */
  anchor?: string;
  /** Slang leads to it (`url` of the player words): reviewed data says it answers. */
  led?: boolean;
}

/**
 * The terms one of whose names the query holds whole, every stem of it: «que pasa si pierdo el
 * teniente» holds «Pérdida de Teniente» (and «Teniente»); or short, by the words that carry the
 * name (`SHORT_NAME`), at a lower weight. Heaviest first: «Pérdida de Teniente»
 * weighs more than «Teniente», «camuflado» more than «estado». A query that holds a name holds
 * its abbreviation («cuerpo a cuerpo» holds the «CC» of «Ataque CD contra un Combate CC»); a page that slang in the query names (`urls`) weighs as much as a name of its own.
 * Ties: the name as written, then the term's own title, then a rule over a term page, then the
 * name said first.
 */
export function namedTerms(
  analysis: QueryAnalysis,
  terms: readonly SearchTerm[],
  stem: Stem,
): NamedTerm[] {
  const { names, titles, pagesWith, expansions, abbreviations } = indexNames(terms, stem);
  const stems = new Set(analysis.stems);
  const formed = new Set(analysis.formed);
  // Stems the query holds only through a word that is no abbreviation («modo» for «MOD»).
  const spelled = (word: string) =>
    abbreviations.has(word) || abbreviations.has(word.replace(/s$/, ''));
  const asWritten = new Set(analysis.words.filter(spelled).map(stem));
  const notAbbreviated = new Set(
    analysis.words
      .filter((word) => !spelled(word))
      .map(stem)
      .filter((s) => !asWritten.has(s)),
  );
  for (const { abbr, stems: expanded } of expansions)
    if (expanded.every((s) => stems.has(s))) stems.add(abbr);
  const typed = new Set(analysis.words);
  const order = new Map(analysis.stems.map((s, i) => [s, i]));
  const positionOf = (list: readonly string[]) =>
    Math.min(...list.map((s) => order.get(s) ?? analysis.stems.length));
  const weigh = (list: readonly string[]) =>
    list.reduce((sum, s) => sum + 1 / Math.max(1, pagesWith.get(s) ?? 1), 0);
  const best = new Map<SearchTerm, NamedTerm>();
  const heldBy = new Map<NamedTerm, readonly string[]>();
  const keep = (found: NamedTerm, held: readonly string[] = []) => {
    heldBy.set(found, held);
    const known = best.get(found.term);
    if (
      !known ||
      found.weight > known.weight ||
      (found.weight === known.weight && found.exact > known.exact)
    )
      best.set(found.term, found);
  };
  const levelled = new Set(analysis.levelled);
  // A level letter is held by the word the query says before it («inmovilizado a»).
  const holds = (s: string, k: number, list: readonly string[]) =>
    stems.has(s) || (s === LEVEL && k > 0 && levelled.has(list[k - 1]!));
  for (const name of names) {
    const held = name.stems.filter(
      (s, k, list) => holds(s, k, list) && !(name.abbreviated.has(s) && notAbbreviated.has(s)),
    );
    if (held.length === 0 || (name.negated && !analysis.negated)) continue;
    const short = held.length < name.stems.length;
    if (
      short &&
      (weigh(held) < SHORT_NAME * weigh(name.stems) ||
        // The skirmish names its tables with the main game's words («Nivel de dado», «Daño y
        // armadura»): said short, by those words alone, they name the main game's rules.
        name.term.parte === SKIRMISH ||
        held.every((s) => COUNT.test(s) || formed.has(s)))
    )
      continue;
    keep(
      {
        term: name.term,
        name: name.name,
        weight: weigh(held) * (short ? SHORT_NAME : 1),
        exact: name.words.filter((word) => typed.has(word)).length,
        titled: titles.get(name.term)!.every(holds),
        position: positionOf(held),
      },
      held,
    );
  }
  for (const url of analysis.urls) {
    const path = url.split('#')[0]!;
    const term = terms.find((t) => t.url.split('#')[0] === path);
    if (term)
      keep({
        term,
        name: term.title,
        weight: 1,
        exact: 1,
        titled: true,
        position: 0,
        led: true,
        ...(url.includes('#') ? { anchor: url } : {}),
      });
  }
  // «se puede trepar en ORA» asks about Trepar.
  return inContext([...best.values()], heldBy).sort(
    (a, b) =>
      b.weight - a.weight ||
      b.exact - a.exact ||
      Number(b.titled) - Number(a.titled) ||
      Number(a.term.termPage ?? false) - Number(b.term.termPage ?? false) ||
      a.position - b.position,
  );
}

/**
 * A named page inside another named page (`/its/ligas/tercera-jornada/` in `/its/ligas/`) is the
 * one asked for, in the other's context: «jornada 3 escalation league» asks for the round, so it
 * weighs the part's name too. A part named only by words of the page's own name adds nothing.
 */
function inContext(
  found: readonly NamedTerm[],
  heldBy: ReadonlyMap<NamedTerm, readonly string[]>,
): NamedTerm[] {
  const inside = (child: string, part: string) =>
    !part.includes('#') && child !== part && child.startsWith(part);
  return found.map((child) => {
    const own = new Set(heldBy.get(child));
    const parts = found.filter(
      (part) => inside(child.term.url, part.term.url) && heldBy.get(part)!.some((s) => !own.has(s)),
    );
    if (parts.length === 0) return child;
    return { ...child, weight: child.weight + Math.max(...parts.map((part) => part.weight)) };
  });
}

/**
 * What a word no glossary name holds weighs in a title: half of a word only one page's names
 * hold. «usar» in «Usar Panoplia» must not outweigh «Orden Especial de Teniente» for «la orden
 * del teniente se puede usar en otra tropa»; «byes» in «Jugadores impares: byes» still counts.
 */
const UNNAMED_WORD = 0.5;

/**
 * How much of the query a title covers: the summed weight (as in `namedTerms`) of the query's
 * stems that are stems of the title's words, `UNNAMED_WORD` for a stem in no name.
 */
export function titleCover(
  title: string,
  analysis: QueryAnalysis,
  terms: readonly SearchTerm[],
  stem: Stem,
): number {
  const { pagesWith } = indexNames(terms, stem);
  const titleStems = new Set(stemsOf(title, stem));
  let sum = 0;
  for (const s of analysis.stems)
    if (titleStems.has(s)) sum += pagesWith.has(s) ? 1 / pagesWith.get(s)! : UNNAMED_WORD;
  return sum;
}

/** Whether a title holds every stem of the query: the question a ruling asks is the query's. */
export function titleHoldsAll(title: string, analysis: QueryAnalysis, stem: Stem): boolean {
  const titleStems = new Set(stemsOf(title, stem));
  return analysis.stems.every((s) => titleStems.has(s));
}

/**
 * Whether the page's title, or the title of one of its sections, holds every stem the query
 * names: each title read as its words' stems and, with `analyze`, as a query is read too, so that
 * a verb form in the title («se mueve», «cuentan») meets the query's reading of it.
 */
export function titledWhole(
  page: PagefindData,
  analysis: QueryAnalysis,
  stem: Stem,
  analyze?: Analyzer,
): boolean {
  const readAs = (title: string) => {
    const own = new Set(analyze?.(title).stems);
    return analysis.stems.every((s) => own.has(s));
  };
  return [page.meta['title'] ?? '', ...page.sub_results.map((sub) => sub.title)].some(
    (title) => titleHoldsAll(title, analysis, stem) || (analyze !== undefined && readAs(title)),
  );
}
