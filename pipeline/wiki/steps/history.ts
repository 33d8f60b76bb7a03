import type { PageHistory } from '../../../src/content/wiki-data.ts';
import type { PageConverter } from '../converter.ts';
import { revisionChanges } from '../emit/history.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import type { WikiPages } from './pages.ts';
import type { PageAddresses } from './slugs.ts';

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
): PageHistory[] {
  const pageByTitle = new Map(pages.map((page) => [page.revision.title, page]));
  return histories.map((h) => {
    const slug = slugOf(h.title);
    const rendered = h.revisions.map((revision, i) => {
      const converted =
        i === h.revisions.length - 1 ? pageByTitle.get(h.title)! : converter.convert(revision, []);
      return { ...revision, tree: converted.tree, faqs: converted.ctx.faqs };
    });
    return { id: slug, title: h.title, slug, revisions: revisionChanges(rendered) };
  });
}
