import type { Section } from '../types.ts';
import type { Correction } from '../clean/corrections.ts';
import type { MissionReview } from '../transform/mission/review.ts';
import type { LostHeading } from '../transform/skills.ts';
import { slugify } from '../../../src/lib/slug.ts';

/** A card's slug: its index title without the league prefix (`ITS ESCALATION LEAGUES: PRIMERA JORNADA`). */
export function cardSlug(s: Section): string {
  return slugify(s.entry.title.replace(/^ITS ESCALATION LEAGUES: /, ''));
}

/** Skills whose printed heading the extraction lost, named by a reviewed `skill-heading` correction. */
export function lostSkillHeadings(corrections: Correction[], slug: string): LostHeading[] {
  return corrections.flatMap((c) =>
    c.kind === 'skill-heading' && c.slug === slug
      ? [{ opensAt: c.opensAt, name: c.name, orderType: c.orderType }]
      : [],
  );
}

/**
 * The reviewed corrections of one card, by kind: profile tables whose cells cannot be paired in
 * order (`profile-table`), small tables printed one cell per line (`table`), and text the columns put
 * under another rule (`move`).
 */
export function missionReview(
  corrections: Correction[],
  slug: string,
): Omit<MissionReview, 'unused'> {
  return {
    profiles: corrections.flatMap((c) =>
      c.kind === 'profile-table' && c.slug === slug
        ? [{ columns: c.columns, rows: c.rows, ...(c.rule ? { rule: c.rule } : {}) }]
        : [],
    ),
    moves: corrections.flatMap((c) =>
      c.kind === 'move' && c.slug === slug ? [{ to: c.to, matches: c.matches }] : [],
    ),
    tables: corrections.flatMap((c) =>
      c.kind === 'table' && c.slug === slug
        ? [
            {
              rule: c.rule,
              header: c.header,
              rows: c.rows,
              ...(c.caption ? { caption: c.caption } : {}),
            },
          ]
        : [],
    ),
  };
}
