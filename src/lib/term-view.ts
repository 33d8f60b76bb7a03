import { slugify } from './slug.ts';
import type { Mention } from './wiki-data.ts';

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

/**
 * Mentions grouped by page, pages with links to the term first. Every linked mention shows;
 * of those only written, `limit` per page (the rest are counted), so «Tropa» does not list
 * three hundred sentences.
 */
export function groupMentions(mentions: readonly Mention[], limit = 3): MentionGroup[] {
  const byPage = new Map<string, Mention[]>();
  for (const mention of mentions)
    byPage.set(mention.page, [...(byPage.get(mention.page) ?? []), mention]);
  return [...byPage.entries()]
    .map(([page, list]) => {
      const linked = list.filter((m) => m.linked);
      const plain = list.filter((m) => !m.linked);
      const shown = [...linked, ...plain.slice(0, Math.max(0, limit - linked.length))];
      return {
        id: `en-${slugify(page)}`,
        page,
        url: list[0]!.url.replace(/#.*$/, ''),
        total: list.length,
        shown,
        hidden: list.length - shown.length,
        linkedCount: linked.length,
      };
    })
    .sort((a, b) => b.linkedCount - a.linkedCount || a.page.localeCompare(b.page, 'es'))
    .map(({ linkedCount: _, ...group }) => group);
}
