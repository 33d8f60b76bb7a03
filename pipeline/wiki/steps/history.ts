import type { PageHistory } from '../../../src/content/wiki-data.ts';
import type { PageConverter } from '../converter.ts';
import { revisionChanges, rulingPasts, type RulingPast } from '../emit/history.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import type { WikiPages } from './pages.ts';
import type { PageAddresses } from './slugs.ts';

/** The site's history: every page's revisions, and what became of each page's rulings. */
export interface SiteHistory {
  histories: PageHistory[];
  /** By page title, each ruling of its newest revision: its older ids, when it last changed. */
  rulings: Map<string, Map<string, RulingPast>>;
}

/**
 * Every revision of every page, each against the one before, on the rendered text. The newest
 * is the page as converted; the older ones are converted only to compare their text: their
 * warnings are not the page's.
 */
export function pageHistory(
  { histories }: WikiPages,
  pages: readonly ConvertedPage[],
  converter: PageConverter,
  { slugOf }: PageAddresses,
): SiteHistory {
  const pageByTitle = new Map(pages.map((page) => [page.revision.title, page]));
  const rulings = new Map<string, Map<string, RulingPast>>();
  const all = histories.map((h) => {
    const slug = slugOf(h.title);
    const rendered = h.revisions.map((revision, i) => {
      const converted =
        i === h.revisions.length - 1 ? pageByTitle.get(h.title)! : converter.convert(revision, []);
      return { ...revision, tree: converted.tree, faqs: converted.ctx.faqs };
    });
    if (rendered.length > 1) rulings.set(h.title, rulingPasts(rendered));
    return { id: slug, title: h.title, slug, revisions: revisionChanges(rendered) };
  });
  return { histories: all, rulings };
}
