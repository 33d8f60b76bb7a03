import type { Problem } from '../../shared/problem.ts';
import type { PageConverter } from '../converter.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';
import type { WikiPages } from './pages.ts';

/**
 * wikitext → mdast, every page's newest revision, its warnings kept. Every revision the build
 * converts (the older ones for the history too) is asked for first, all at once: the site's
 * converter makes those not stored yet on every core (a clean build of a large wiki).
 */
export async function convertPages(
  { histories, newest }: WikiPages,
  converter: PageConverter,
  warnings: Problem[],
): Promise<ConvertedPage[]> {
  await converter.prefill([...newest, ...histories.flatMap((h) => h.revisions.slice(0, -1))]);
  return newest.map((revision) => converter.convert(revision, warnings));
}
