// The lists of every rule and every ruling, cut into letter groups (./letter-groups.ts): the
// pages `/reglas/indice/<grupo>/` and `/reglas/faq/<grupo>/` read them from here.
import { faqIndex, rulePages } from '../content/rules-query.ts';
import { letterGroups } from './letter-groups.ts';

/** Rule pages per list page: a list page stays a small download (docs/figures.md). */
export const PAGES_PER_GROUP = 200;
/** Rule pages per page of a section (`/reglas/seccion/<s>/2/`): each shows its description. */
export const PAGES_PER_SECTION_PAGE = 100;
/** Rulings per list page: a question is longer than a title. */
export const RULINGS_PER_GROUP = 60;

/** Every rule page, by title, in groups by initial. */
export const pageGroups = letterGroups(rulePages, (page) => page.data.title, PAGES_PER_GROUP);

type Ruling = (typeof faqIndex)[number];

/**
 * Every ruling once, under the rule page it stands on first (a reader looks for a ruling by the
 * rule it is about), pages by title, rulings of a page by question.
 */
export const faqGroups = letterGroups(
  [...faqIndex].sort(
    (a, b) =>
      a.pages[0]!.title.localeCompare(b.pages[0]!.title, 'es') ||
      a.faq.question.localeCompare(b.faq.question, 'es'),
  ),
  (entry: Ruling) => entry.pages[0]!.title,
  RULINGS_PER_GROUP,
);

/** The rulings of one group under their page: `[{ title, url, rulings }]` in order. */
export function byPage(
  rulings: readonly Ruling[],
): { title: string; url: string; rulings: Ruling[] }[] {
  const pages: { title: string; url: string; rulings: Ruling[] }[] = [];
  for (const ruling of rulings) {
    const first = ruling.pages[0]!;
    const url = first.url.replace(/#.*$/, '');
    const last = pages.at(-1);
    if (last?.url === url) last.rulings.push(ruling);
    else pages.push({ title: first.title, url, rulings: [ruling] });
  }
  return pages;
}

/**
 * The static paths of a list cut into groups: one page per group (`params.grupo` its key), each
 * knowing the previous and the next group for its pager.
 */
export function groupPaths<G extends { key: string }>(groups: readonly G[]) {
  return groups.map((group, i) => ({
    params: { grupo: group.key },
    props: { group, previous: groups[i - 1], next: groups[i + 1] },
  }));
}
