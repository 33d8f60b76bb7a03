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
import { groupMentions, saysMore } from '../term-view.ts';
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

/** How much of the page's text around the name is read for its sentence, each side. */
const AROUND = 1000;

/** Each letter of a folded name as any of its accented forms: the page is searched as written. */
const ACCENTED: Record<string, string> = {
  a: '[aáàâä]',
  e: '[eéèêë]',
  i: '[iíìîï]',
  o: '[oóòôö]',
  u: '[uúùûü]',
  n: '[nñ]',
  c: '[cç]',
};

/** A letter or digit of Spanish or English text, as a name's edges are told apart. */
const WORD_CHAR = '[0-9a-zà-ÿ]';

/** The patterns of the terms already asked for: a pattern is compiled once. */
const patterns = new Map<string, RegExp | undefined>();

/**
 * A pattern that finds any of `names` whole, in any case and with or without accents: Latin
 * letters only (the site's text is Spanish and English), which compiles and runs several times
 * faster than Unicode's classes on a page's whole text.
 */
function namePattern(names: readonly string[]): RegExp | undefined {
  const key = names.join('\n');
  if (patterns.has(key)) return patterns.get(key);
  const keys = [...new Set(names.map(fold).filter(Boolean))].sort((a, b) => b.length - a.length);
  const letters = (name: string) =>
    [...name].map((c) => ACCENTED[c] ?? escapeStringRegexp(c)).join('');
  const pattern =
    keys.length === 0
      ? undefined
      : new RegExp(`(?<!${WORD_CHAR})(?:${keys.map(letters).join('|')})(?!${WORD_CHAR})`, 'i');
  patterns.set(key, pattern);
  return pattern;
}

/**
 * The sentence of a page's text (`content`, as Pagefind gives it) that says one of `names` first,
 * as an excerpt: escaped, the name marked. What the term page quotes first from that page; empty
 * when the text does not say a name (or was not loaded). The text is read as written, up to the
 * name, and its sentence around it. A sentence that is only the name («Ver También» lists) says
 * nothing more than the heading's link: empty too, as the term page shows no quote of it.
 */
export function mentionExcerpt(content: string | undefined, names: readonly string[]): string {
  const name = namePattern(names);
  const found = content && name?.exec(content);
  if (!content || !name || !found) return '';
  // The sentence is read around the name only: a longer one is cut to MENTION_EXCERPT anyway.
  const from = Math.max(0, found.index - AROUND);
  const around = content.slice(from, found.index + found[0].length + AROUND);
  const sentence = sentenceAround(around, found.index - from, found[0].length, MENTION_EXCERPT);
  if (!saysMore(sentence, names)) return '';
  const inSentence = name.exec(sentence);
  if (!inSentence) return escapeHtml(sentence);
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
