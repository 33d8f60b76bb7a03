/**
 * Where a term page quotes the pages that mention it: each page's sentences under a heading of
 * its own («Trepar», `#en-trepar` on Cobertura Parcial). Those quotes are the rule pages' own
 * text, so Pagefind does not index them (src/pages/reglas/[termino].astro) and lists no section
 * under a term page. A query about a term and a rule that mentions it («si estoy trepando tengo
 * cobertura parcial») asks for that heading: the search lists it under the term page when the
 * rule is among the pages found or named.
 */
import escapeStringRegexp from 'escape-string-regexp';
import type { TermPage } from '../../content/wiki-data.ts';
import { escapeHtml } from '../html-entities.ts';
import { sentenceAround } from '../sentence.ts';
import { groupMentions } from '../term-view.ts';
import { fold } from './fold.ts';
import { pagePath } from './page-path.ts';
import type { PagefindData } from './pagefind-types.ts';
import type { SubHit } from './sub-results.ts';
import type { SearchTerm } from './term-match.ts';

/** Each term page's path, and the pages it quotes: each page's path and its heading's anchor. */
export type MentionAnchors = Record<string, [page: string, anchor: string][]>;

/** At most this many quoting headings are listed under a term page. */
const MENTIONS_LISTED = 2;

/** The longest sentence a quoting heading shows, as long as Pagefind's excerpts. */
const MENTION_EXCERPT = 160;

/**
 * The sentence of a page's text (`content`, as Pagefind gives it) that says one of `names` first,
 * as an excerpt: escaped, the name marked. What the term page quotes first from that page; empty
 * when the text does not say a name (or was not loaded). One pass over the text.
 */
export function mentionExcerpt(content: string | undefined, names: readonly string[]): string {
  const keys = [...new Set(names.map(fold).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!content || keys.length === 0) return '';
  // Folding keeps each letter in its place (one accent mark dropped per letter): when it does
  // not (a letter that lowercases to two), the text is searched as written.
  const folded = fold(content);
  const text = folded.length === content.length ? folded : content.toLowerCase();
  const name = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${keys.map(escapeStringRegexp).join('|')})(?![\\p{L}\\p{N}])`,
    'u',
  );
  const found = name.exec(text);
  if (!found) return '';
  const sentence = sentenceAround(content, found.index, found[0].length, MENTION_EXCERPT);
  const inSentence = name.exec(fold(sentence));
  if (!inSentence || fold(sentence).length !== sentence.length) return escapeHtml(sentence);
  const end = inSentence.index + inSentence[0].length;
  return `${escapeHtml(sentence.slice(0, inSentence.index))}<mark>${escapeHtml(
    sentence.slice(inSentence.index, end),
  )}</mark>${escapeHtml(sentence.slice(end))}`;
}

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
 * `named` (in that order): «En «Trepar»», linking to where the term page quotes Trepar, with the
 * sentence of a page found that says the term (`mentionExcerpt`).
 */
export function mentionSections(
  anchors: MentionAnchors,
  path: string,
  found: readonly PagefindData[],
  named: readonly { term: SearchTerm }[],
  terms: readonly SearchTerm[],
): SubHit[] {
  const term = terms.find((t) => t.termPage && pagePath(t.url) === path);
  if (!term) return [];
  const quoted = new Map(anchors[path] ?? []);
  const listed = new Set<string>();
  const sections: SubHit[] = [];
  const pages = [
    ...found.map((page) => ({
      url: pagePath(page.url),
      title: page.meta['title'] ?? '',
      content: page.content,
    })),
    ...named.map((found) => ({
      url: pagePath(found.term.url),
      title: found.term.title,
      content: undefined,
    })),
  ];
  for (const { url, title, content } of pages) {
    const anchor = quoted.get(url);
    if (!anchor || listed.has(anchor)) continue;
    listed.add(anchor);
    const excerpt = mentionExcerpt(content, [term.title, ...term.names]);
    sections.push({ url: `${path}#${anchor}`, title: `En «${title}»`, excerpt, faq: false });
    if (sections.length === MENTIONS_LISTED) break;
  }
  return sections;
}
