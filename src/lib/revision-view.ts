import type { RevisionChange } from '../content/wiki-data.ts';
import { countNoun, nounForm } from './count-noun.ts';

/** `2021-02-11T10:21:29Z` → «11 de febrero de 2021», the same in every time zone. */
export function revisionDate(timestamp: string): string {
  return new Date(timestamp).toLocaleDateString('es-ES', { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * `2021-02-11T09:23:58Z` → «11 de febrero de 2021, 09:23:58 UTC»: to the second, as the anchor
 * (`revisionId`), since one contributor's revisions can share a minute (Sin Incapacidad por
 * Herida: 09:29:08 and 09:29:30, two headings that read the same to the minute).
 */
export function revisionDateTime(timestamp: string): string {
  return `${revisionDate(timestamp)}, ${timestamp.slice(11, 19)} UTC`;
}

/** The anchor of a revision on its page's `cambios/`: stable, from its time. */
export function revisionId(timestamp: string): string {
  return `rev-${timestamp.replace(/[^0-9]/g, '').slice(0, 14)}`;
}

/** «+12 / −3 palabras», or the size of a first revision. */
export function revisionSummary(change: RevisionChange, first: boolean): string {
  if (first) return `primera revisión, ${countNoun(change.words, 'palabra', 'palabras')}`;
  if (change.added + change.removed === 0) return 'sin cambios en el texto';
  return `+${change.added} / −${change.removed} ${nounForm(change.added + change.removed, 'palabra', 'palabras')}`;
}

/** «2 revisiones», «1 revisión». */
export const revisionCount = (n: number): string => countNoun(n, 'revisión', 'revisiones');

/** One revision of the site, as `/novedades/` and the feed list it. */
export interface SiteRevision {
  title: string;
  slug: string;
  change: RevisionChange;
  first: boolean;
  /** Where to read it: the diff on `cambios/` when the page has one, else the page. */
  url: string;
}

/** Every revision of every page, newest first (ties by title). */
export function siteRevisions(
  histories: readonly { title: string; slug: string; revisions: readonly RevisionChange[] }[],
): SiteRevision[] {
  return histories
    .flatMap((h) =>
      h.revisions.map((change, i) => ({
        title: h.title,
        slug: h.slug,
        change,
        first: i === 0,
        url:
          h.revisions.length > 1
            ? `/reglas/${h.slug}/cambios/#${revisionId(change.timestamp)}`
            : `/reglas/${h.slug}/`,
      })),
    )
    .sort((a, b) =>
      a.change.timestamp !== b.change.timestamp
        ? a.change.timestamp < b.change.timestamp
          ? 1
          : -1
        : a.title.localeCompare(b.title, 'es'),
    );
}

/** Revisions grouped by their UTC day, newest day first. */
export function byDay(
  revisions: readonly SiteRevision[],
): { day: string; revisions: SiteRevision[] }[] {
  const days = new Map<string, SiteRevision[]>();
  for (const r of revisions) {
    const day = r.change.timestamp.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), r]);
  }
  return [...days.entries()].map(([day, list]) => ({ day, revisions: list }));
}
