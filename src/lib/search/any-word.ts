import { meaningfulWords } from './stopwords.ts';
import type {
  PagefindApi,
  PagefindResponse,
  PagefindResult,
  PagefindSubResult,
  SearchOptions,
} from './pagefind-types.ts';

/**
 * Pagefind only returns pages holding every word. When none does, each meaningful word is
 * searched alone and pages are ranked by how many words they hold, then by summed score; the
 * sections of a page found by different words are merged.
 */
export async function searchAnyWord(
  pagefind: PagefindApi,
  query: string,
  options: SearchOptions,
): Promise<PagefindResponse | null> {
  const keep = meaningfulWords(query);
  if (keep.length < 2) return { results: [] };
  const responses = await Promise.all(keep.map((word) => pagefind.search(word, options)));
  if (responses.some((response) => response === null)) return null;
  const pages = new Map<string, { hits: number; score: number; results: PagefindResult[] }>();
  for (const response of responses) {
    for (const result of response!.results) {
      const page = pages.get(result.id) ?? { hits: 0, score: 0, results: [] };
      page.hits += 1;
      page.score += result.score;
      page.results.push(result);
      pages.set(result.id, page);
    }
  }
  const ranked = [...pages.entries()].sort(
    (a, b) => b[1].hits - a[1].hits || b[1].score - a[1].score,
  );
  return {
    results: ranked.map(([id, page]) => ({
      id,
      score: page.score,
      data: async () => {
        const all = await Promise.all(page.results.map((result) => result.data()));
        const subs = new Map<string, PagefindSubResult>();
        for (const data of all) {
          for (const sub of data.sub_results) {
            const known = subs.get(sub.url);
            subs.set(
              sub.url,
              known
                ? {
                    ...known,
                    weighted_locations: [
                      ...(known.weighted_locations ?? []),
                      ...(sub.weighted_locations ?? []),
                    ],
                  }
                : sub,
            );
          }
        }
        return { ...all[0]!, sub_results: [...subs.values()] };
      },
    })),
  };
}
