/**
 * The narrower rule of two a question names (`liftNarrower`), for `rankFirst`.
 */
import { stemsOf, type Stem } from './analyze.ts';
import { anchorWords } from './anchor-text.ts';
import type { NamedTerm } from './name-match.ts';
import { pagePath, partOf } from './page-path.ts';
import type { PagefindData } from './pagefind-types.ts';

/** A text as the sequence of its meaningful stems, and where each stem stands in it. */
interface OwnText {
  stems: readonly string[];
  at: ReadonlyMap<string, readonly number[]>;
}

const ownTexts = new WeakMap<PagefindData, Map<string, OwnText>>();

/**
 * The stems of what a named term's own text says, in order: its section (from its heading to
 * the next) when the term is a heading of a longer page (Plantilla Directa in Propiedades), else
 * the page.
 */
function ownText(page: PagefindData, found: NamedTerm, stem: Stem): OwnText {
  const anchor = (found.anchor ?? found.term.url).split('#')[1] ?? '';
  let byAnchor = ownTexts.get(page);
  if (!byAnchor) ownTexts.set(page, (byAnchor = new Map()));
  const known = byAnchor.get(anchor);
  if (known) return known;
  const words = (anchor && anchorWords(page, anchor)) || (page.content ?? '').split(/\s+/);
  const stems = stemsOf(words.join(' '), stem);
  const at = new Map<string, number[]>();
  stems.forEach((s, i) => {
    const places = at.get(s);
    if (places) places.push(i);
    else at.set(s, [i]);
  });
  const text = { stems, at };
  byAnchor.set(anchor, text);
  return text;
}

/**
 * Whether a named term's own text mentions another named term: says one of its names (the one
 * the query holds, its title, an abbreviation: «FIS» is «Físico»), its meaningful words in a row,
 * in any form (by their stems). A name's words scattered over a page are no mention of it: a
 * page that says «jornada» and, elsewhere, «4» does not mention «Jornada 4».
 */
function mentions(page: PagefindData, found: NamedTerm, other: NamedTerm, stem: Stem): boolean {
  const said = ownText(page, found, stem);
  return [other.name, ...other.term.names].some((name) => {
    const stems = stemsOf(name, stem);
    return (
      stems.length > 0 &&
      (said.at.get(stems[0]!) ?? []).some((start) =>
        stems.every((s, k) => said.stems[start + k] === s),
      )
    );
  });
}

export interface Scored {
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
 * quotes the rules that mention it and rules nothing: it never rises; nor does any page over one
 * that slang leads to, or to a heading of («proxies en torneo» → «Proxies» of the Normas
 * Básicas; «meterse en melee» → Ataque CC, not the Trabado it mentions).
 */
export function liftNarrower(
  named: Scored[],
  nameOf: (entry: Scored) => NamedTerm,
  stem: Stem,
): void {
  for (const narrow of named)
    for (const broad of named) {
      if (narrow === broad || narrow.stub || broad.score < narrow.score) continue;
      const [narrowName, broadName] = [nameOf(narrow), nameOf(broad)];
      // Slang that leads to a page or a heading says where the answer is.
      if (broadName.led) continue;
      const [narrowPath, broadPath] = [pagePath(narrow.page.url), pagePath(broad.page.url)];
      if (
        sameKind(narrow.page, broad.page) &&
        !narrowPath.startsWith(broadPath) &&
        !broadPath.startsWith(narrowPath) &&
        apart(narrowName.name, broadName.name, stem) &&
        mentions(narrow.page, narrowName, broadName, stem) &&
        !mentions(broad.page, broadName, narrowName, stem)
      ) {
        narrow.score = broad.score;
        narrow.narrower = true;
      }
    }
}

/** Two pages of one section of the site (two rules, two ITS pages). */
const sameKind = (a: PagefindData, b: PagefindData) => partOf(a) === partOf(b);

/** Two names that share no meaningful word: two things the query names, not one said twice. */
function apart(a: string, b: string, stem: Stem): boolean {
  const first = new Set(stemsOf(a, stem));
  return !stemsOf(b, stem).some((s) => first.has(s));
}
