import { titleKey } from '../../../src/lib/wiki-title.ts';
import type { Revision } from './split-dump.ts';

/** Every revision of one page across every dump, oldest first; the last one is the page (the raw
 * revisions; `PageHistory` of `src/content/wiki-data.ts` is what the site shows of them). */
export interface PageRevisions {
  /** The page's canonical title: MediaWiki's form of the newest revision's title (`Ataque_CC` → `Ataque CC`). */
  title: string;
  revisions: Revision[];
}

/**
 * Groups the revisions of every dump by page (titles match by MediaWiki rules), oldest first.
 * A tie in timestamps goes to the revision read last, so a newer dump dropped in wins; the
 * same revision found in two dumps (same time, author and text) counts once.
 */
export function pageHistories(revisions: Revision[]): PageRevisions[] {
  const byKey = new Map<string, Revision[]>();
  for (const revision of revisions) {
    const key = titleKey(revision.title);
    const list = byKey.get(key) ?? [];
    const twin = list.findIndex(
      (r) =>
        r.timestamp === revision.timestamp &&
        r.contributor === revision.contributor &&
        r.text === revision.text,
    );
    if (twin !== -1) list.splice(twin, 1);
    list.push(revision);
    byKey.set(key, list);
  }
  return [...byKey.entries()]
    .map(([key, list]) => {
      // A stable sort keeps read order among equal timestamps: the one read last ends up last.
      const sorted = [...list].sort((a, b) =>
        a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0,
      );
      return { title: key, revisions: sorted };
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'es'));
}

/**
 * Keeps the newest revision of each page across every dump: titles match by MediaWiki rules,
 * and a tie in timestamps goes to the revision read last, so a newer dump dropped in wins.
 * The revision's title is the page's canonical title.
 */
export function newestRevisions(revisions: Revision[]): Revision[] {
  return pageHistories(revisions).map((history) => ({
    ...history.revisions[history.revisions.length - 1]!,
    title: history.title,
  }));
}
