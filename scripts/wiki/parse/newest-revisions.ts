import { titleKey } from '../../../src/lib/wiki-title.ts';
import type { Revision } from './split-dump.ts';

/**
 * Keeps the newest revision of each page across every dump: titles match by MediaWiki rules,
 * and a tie in timestamps goes to the revision read last, so a newer dump dropped in wins.
 */
export function newestRevisions(revisions: Revision[]): Revision[] {
  const newest = new Map<string, Revision>();
  for (const revision of revisions) {
    const key = titleKey(revision.title);
    const current = newest.get(key);
    if (!current || revision.timestamp >= current.timestamp) newest.set(key, revision);
  }
  return [...newest.values()].sort((a, b) => a.title.localeCompare(b.title, 'es'));
}
