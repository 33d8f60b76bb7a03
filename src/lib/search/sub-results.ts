import { fold, words } from './fold.ts';
import type { PagefindSubResult } from './pagefind-types.ts';

/** A place inside a result page: a section heading or an FAQ ruling. */
export interface SubHit {
  url: string;
  title: string;
  excerpt: string;
  /** An FAQ or errata ruling (its anchor starts with `faq-`). */
  faq: boolean;
  /** A ruling's answer and its edition and version (src/lib/search/rulings.ts). */
  ruling?: { answer: string; edition: string };
}

const score = (sub: PagefindSubResult) =>
  (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0) ||
  (sub.locations?.length ?? 0);

/** How many of the query's words (3+ letters, folded) begin a word of the section's title. */
export function titleMatches(title: string, queryWords: readonly string[]): number {
  const titleWords = words(fold(title));
  return queryWords.filter((word) => titleWords.some((t) => t.startsWith(word))).length;
}

/** Two words of five letters or more that share their first five: one word's forms. */
const sameRoot = (a: string, b: string) =>
  a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5);

export const anchorOf = (url: string) => url.split('#')[1] ?? '';

/**
 * The sections of a page worth listing under it: those with an anchor (the page's own top is
 * the result itself); first those whose title holds more of the query's words, then those with
 * more (and more heavily weighted) matches; `pinned` (a glossary anchor) always first. Words of
 * `pageNames` (the page's title, the name the query holds) tell no section apart: «cómo se
 * quita el estado aislado» on «Aislado» asks for its «Cancelación», not for every FAQ that says
 * «estado Aislado». `titled`: how many of the query's stems each heading's title holds, read
 * with the headings above it (`titledSections`, by the reader): «Requisitos» under «Solicitar
 * Refuerzos».
 */
export function pickSubResults(
  subs: readonly PagefindSubResult[],
  query = '',
  limit = 3,
  pinned?: { url: string; title: string },
  pageNames: readonly string[] = [],
  titled: ReadonlyMap<string, number> = new Map(),
): SubHit[] {
  const all = words(fold(query)).filter((word) => word.length >= 3);
  const own = pageNames.flatMap((name) => words(fold(name)));
  // A form of the page's name is the name: «aislada» on «Aislado».
  const apart = all.filter(
    (word) => !own.some((o) => o.startsWith(word) || word.startsWith(o) || sameRoot(o, word)),
  );
  const queryWords = apart.length > 0 ? apart : all;
  const ranked = subs
    .filter((sub) => sub.url.includes('#'))
    .map((sub, order) => ({
      sub,
      order,
      title: Math.max(titleMatches(sub.title, queryWords), titled.get(anchorOf(sub.url)) ?? 0),
      score: score(sub),
    }))
    .sort((a, b) => b.title - a.title || b.score - a.score || a.order - b.order)
    .map(({ sub }) => ({
      url: sub.url,
      title: sub.title,
      excerpt: sub.excerpt,
      faq: anchorOf(sub.url).startsWith('faq-'),
    }));
  if (pinned) {
    const pinnedAnchor = anchorOf(pinned.url);
    const found = ranked.findIndex((sub) => anchorOf(sub.url) === pinnedAnchor);
    const hit =
      found >= 0
        ? ranked.splice(found, 1)[0]!
        : {
            url: pinned.url,
            title: pinned.title,
            excerpt: '',
            faq: pinnedAnchor.startsWith('faq-'),
          };
    ranked.unshift(hit);
  }
  return ranked.slice(0, limit);
}

/**
 * The link of a ruling with Pagefind's highlight parameter, so the landing page marks the words
 * searched: `/a/#faq-x` → `/a/?pagefind-highlight=w1&pagefind-highlight=w2#faq-x`.
 */
export function withHighlight(url: string, terms: readonly string[]): string {
  if (terms.length === 0) return url;
  const [base, hash] = url.split('#') as [string, string | undefined];
  const params = terms.map((term) => `pagefind-highlight=${encodeURIComponent(term)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${params}${hash !== undefined ? `#${hash}` : ''}`;
}
