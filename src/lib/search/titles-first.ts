import { fold } from './fold.ts';
import { meaningfulWords } from './stopwords.ts';
import { titleMatches } from './sub-results.ts';
import type { PagefindData } from './pagefind-types.ts';

/**
 * The first pages of an answer, those whose title or one of whose sections' titles holds every
 * meaningful word of the query first, each group in Pagefind's order; a query of one such word
 * is left to Pagefind. «requisitos de LDT y ZC»: Pagefind put G: Jumper (an FAQ on «LDT y ZC»,
 * a section «Requisitos», no title with all three) above Activación de una Tropa, whose FAQ asks
 * «¿Cómo funcionan los requisitos de LDT y ZC de las habilidades?».
 * Only the first `window` pages move: asking for more results (a bigger limit) keeps them as
 * they were shown, and adds the rest in Pagefind's order.
 */
export function titlesFirst(pages: PagefindData[], query: string, window: number): PagefindData[] {
  const wanted = meaningfulWords(query).map(fold);
  if (wanted.length < 2) return pages;
  const named = (page: PagefindData) =>
    [page.meta['title'] ?? '', ...page.sub_results.map((sub) => sub.title)].some(
      (title) => titleMatches(title, wanted) === wanted.length,
    );
  const first = pages.slice(0, window);
  return [...first.filter(named), ...first.filter((page) => !named(page)), ...pages.slice(window)];
}
