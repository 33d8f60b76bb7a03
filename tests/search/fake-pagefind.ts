import type { PagefindApi, PagefindResult } from '../../src/lib/search/pagefind-types.ts';

/** A Pagefind over fixed pages: a page matches when it contains every query word (as Pagefind's AND), or by a 5-letter prefix (as its stems do). */
export function fakePagefind(
  pages: Record<string, string>,
  titles: Record<string, string> = {},
): PagefindApi {
  return {
    async search(term) {
      const query = term.toLowerCase().split(/\s+/);
      const results: PagefindResult[] = Object.entries(pages)
        .filter(([, text]) =>
          query.every((word) => text.split(' ').some((w) => w.startsWith(word.slice(0, 5)))),
        )
        .map(([url, text]) => ({
          id: url,
          score: 1,
          data: async () => ({
            url,
            excerpt: text,
            content: text,
            meta: { title: titles[url] ?? url },
            filters: {},
            sub_results: [],
          }),
        }));
      return { results };
    },
  };
}
