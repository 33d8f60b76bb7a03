import type { Problem } from '../../shared/problem.ts';
import { pageHistories, type PageRevisions } from '../parse/newest-revisions.ts';
import type { Revision } from '../parse/split-dump.ts';

/** The wiki's pages: every page's revisions, oldest first, and its newest one (the page). */
export interface WikiPages {
  histories: PageRevisions[];
  /** The newest revision of each page, under the page's canonical title; same order. */
  newest: Revision[];
}

/**
 * Groups the revisions of every dump by page, oldest first: the newest revision is the page, the
 * others are its history. An empty page is published without text, with a warning.
 */
export function groupPages(revisions: Revision[], warnings: Problem[]): WikiPages {
  const histories = pageHistories(revisions);
  const newest = histories.map((h) => ({ ...h.revisions.at(-1)!, title: h.title }));
  for (const revision of newest) {
    if (revision.text.trim() === '')
      warnings.push({
        file: revision.file,
        line: revision.line,
        page: revision.title,
        message: 'la página está vacía; se publica sin texto',
      });
  }
  return { histories, newest };
}
