/**
 * Where a term page quotes the pages that mention it: each page's sentences under a heading of
 * its own («Trepar», `#en-trepar` on Cobertura Parcial). Those quotes are the rule pages' own
 * text, so Pagefind does not index them (src/pages/reglas/[termino].astro) and lists no section
 * under a term page. A query about a term and a rule that mentions it («si estoy trepando tengo
 * cobertura parcial») asks for that heading: the search lists it under the term page when the
 * rule is among the pages found or named.
 */
import type { TermPage } from '../../content/wiki-data.ts';
import { groupMentions } from '../term-view.ts';
import { pagePath } from './page-path.ts';
import type { PagefindData } from './pagefind-types.ts';
import type { SubHit } from './sub-results.ts';
import type { SearchTerm } from './term-match.ts';

/** Each term page's path, and the pages it quotes: each page's path and its heading's anchor. */
export type MentionAnchors = Record<string, [page: string, anchor: string][]>;

/** At most this many quoting headings are listed under a term page. */
const MENTIONS_LISTED = 2;

/** The headings of every term page, as the page lists them (`groupMentions`). */
export function mentionAnchors(
  terms: readonly Pick<TermPage, 'slug' | 'mentions' | 'pageTotals'>[],
): MentionAnchors {
  const anchors: MentionAnchors = {};
  for (const term of terms) {
    const groups = groupMentions(term.mentions, undefined, term.pageTotals);
    if (groups.length > 0)
      anchors[`/reglas/${term.slug}/`] = groups.map((group) => [group.url, group.id]);
  }
  return anchors;
}

/**
 * The headings of the page at `path`, when it is a term page, that quote the pages `found` or
 * `named` (in that order): «En «Trepar»», linking to where the term page quotes Trepar.
 */
export function mentionSections(
  anchors: MentionAnchors,
  path: string,
  found: readonly PagefindData[],
  named: readonly { term: SearchTerm }[],
  terms: readonly SearchTerm[],
): SubHit[] {
  if (!terms.some((term) => term.termPage && pagePath(term.url) === path)) return [];
  const quoted = new Map(anchors[path] ?? []);
  const listed = new Set<string>();
  const sections: SubHit[] = [];
  const pages = [
    ...found.map((page) => ({ url: pagePath(page.url), title: page.meta['title'] ?? '' })),
    ...named.map(({ term }) => ({ url: pagePath(term.url), title: term.title })),
  ];
  for (const { url, title } of pages) {
    const anchor = quoted.get(url);
    if (!anchor || listed.has(anchor)) continue;
    listed.add(anchor);
    sections.push({ url: `${path}#${anchor}`, title: `En «${title}»`, excerpt: '', faq: false });
    if (sections.length === MENTIONS_LISTED) break;
  }
  return sections;
}
