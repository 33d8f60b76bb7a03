import { slugify } from './slug.ts';
import { phraseKey } from './search/fold.ts';
import type { Mention } from '../content/wiki-data.ts';

/** Mentions of one page, as a term page lists them. */
export interface MentionGroup {
  id: string;
  page: string;
  /** The page itself, without an anchor. */
  url: string;
  total: number;
  shown: Mention[];
  hidden: number;
}

/** Sentences shown per page, beyond those that link the term. */
export const MENTIONS_PER_PAGE = 3;

/**
 * Pages a term page lists. A whole-wiki dump mentions «Tropa» on thousands of pages: its term
 * page lists the first ones (those linking it first) and counts the rest, so it stays readable
 * on a phone and small to build (uncapped, it ran to megabytes: docs/figures.md).
 */
export const TERM_PAGES_LISTED = 50;

/**
 * Mentions grouped by page, pages with links to the term first. Every linked mention shows;
 * of those only written, `limit` per page (the rest are counted), so «Tropa» does not list
 * three hundred sentences. `totals` gives a page's count when its mentions were trimmed.
 */
export function groupMentions(
  mentions: readonly Mention[],
  limit = MENTIONS_PER_PAGE,
  totals: Readonly<Record<string, number>> = {},
): MentionGroup[] {
  const byPage = new Map<string, Mention[]>();
  for (const mention of mentions) {
    const list = byPage.get(mention.page);
    if (list) list.push(mention);
    else byPage.set(mention.page, [mention]);
  }
  return [...byPage.entries()]
    .map(([page, list]) => {
      const linked = list.filter((m) => m.linked);
      const plain = list.filter((m) => !m.linked);
      const shown = [...linked, ...plain.slice(0, Math.max(0, limit - linked.length))];
      const total = Math.max(totals[page] ?? 0, list.length);
      return {
        id: `en-${slugify(page)}`,
        page,
        url: list[0]!.url.replace(/#.*$/, ''),
        total,
        shown,
        hidden: total - shown.length,
        linkedCount: linked.length,
      };
    })
    .sort((a, b) => b.linkedCount - a.linkedCount || a.page.localeCompare(b.page, 'es'))
    .map(({ linkedCount: _, ...group }) => group);
}

/** What a term page keeps of its mentions: those it shows, each page's count, the pages left out. */
export interface TrimmedMentions {
  mentions: Mention[];
  pageTotals: Record<string, number>;
  otherPages: number;
}

/**
 * Keeps only what the term page will show (`groupMentions` of the first `TERM_PAGES_LISTED`
 * pages), with each kept page's count and the number of pages left out: the page shows the same,
 * and the data stays small whatever the size of the wiki.
 */
export function trimMentions(
  mentions: readonly Mention[],
  pages = TERM_PAGES_LISTED,
): TrimmedMentions {
  const groups = groupMentions(mentions);
  const kept = groups.slice(0, pages);
  return {
    mentions: kept.flatMap((g) => g.shown),
    pageTotals: Object.fromEntries(kept.map((g) => [g.page, g.total])),
    otherPages: groups.length - kept.length,
  };
}

/**
 * The spellings a term page lists under «También escrito»: not the heading again, however it is
 * written («Línea de Tiro (LDT)» under Línea de Tiro (LDT), «Situación de Retirada» under
 * Situación de ¡¡¡Retirada!!!). The search still finds those by the heading itself.
 */
export function otherSpellings(heading: string, aliases: readonly string[]): string[] {
  return aliases.filter((alias) => phraseKey(alias) !== phraseKey(heading));
}

/**
 * Whether a mention's sentence says more than one of the term's names: a «Ver También» list or a
 * table's header holds the name alone («Ataque CD contra un Combate CC»), and a quote of it
 * would only repeat the page's title. Such a mention keeps its link without the quote.
 */
export function saysMore(sentence: string, names: readonly string[]): boolean {
  const key = phraseKey(sentence);
  return key !== '' && !names.some((name) => phraseKey(name) === key);
}
