import { nameKey, type ResolveName, type ReviewedName } from '../../../src/lib/name-resolver.ts';
import type { LinkedName } from '../steps/resolve.ts';

/** Whether a link lands as its reviewed entry says: the page or heading, the term page, the candidates. */
function answers(entry: ReviewedName, { name, page }: LinkedName, resolveName: ResolveName) {
  const target = resolveName(name, page);
  if (entry.candidates)
    return (
      target.kind === 'term' &&
      (target.candidates ?? []).every((c) => c.url !== c.title) &&
      target.candidates?.length === entry.candidates.length
    );
  if (entry.to === 'term') return target.kind === 'term';
  return target.kind !== 'term' && target.reviewed === true && target.url === entry.to;
}

/**
 * Reviewed entries no link of the wiki answers to (stale data): no `[[link]]` names it on the
 * pages it is for, or the page or heading it points to is gone, so the entry no longer decides
 * anything. A test wants none on the site's sources; the build log counts them.
 */
export function staleReviewedLinks<T extends ReviewedName>(
  reviewed: readonly T[],
  linked: readonly LinkedName[],
  resolveName: ResolveName,
): T[] {
  return reviewed.filter(
    (entry) =>
      !linked.some(
        (link) =>
          nameKey(link.name) === nameKey(entry.name) &&
          (!entry.pages || entry.pages.includes(link.page)) &&
          answers(entry, link, resolveName),
      ),
  );
}
