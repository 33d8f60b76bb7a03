import type { z } from 'astro/zod';
import type { leagueRoundSchema, missionSchema } from '../../../../src/content/its-schemas.ts';
import type { RecordSection, RichText } from '../types.ts';

/** A mission card, or an Escalation League round (same card with forces instead of tiers). */
export type MissionRecord = z.infer<typeof missionSchema> | z.infer<typeof leagueRoundSchema>;

/** Where a card comes from: its kind, names and place in the source. */
export interface CardOrigin {
  type: MissionRecord['type'];
  slug: string;
  name: string;
  page: number;
  line: number;
}

/**
 * A card with nothing read yet. Rounds default to 3 and the Retreat! rule to applying: the end of
 * the card says otherwise when it does. Key order is the order of the generated JSON.
 */
export function emptyRecord(o: CardOrigin): MissionRecord {
  return {
    type: o.type,
    id: o.slug,
    slug: o.slug,
    name: o.name,
    page: o.page,
    line: o.line,
    configuration: null,
    specialRuleNames: [],
    intro: [],
    factsText: [],
    printedLabels: [],
    specialRules: [],
    objectives: [],
    objectiveNotes: [],
    classified: { count: null, points: null, paragraphs: [] },
    deployment: { depthCm: null, paragraphs: [] },
    end: { rounds: null, retreat: true, paragraphs: [] },
    forces: { paragraphs: [], points: null },
    mapLabels: [],
    hvt: true,
  };
}

/**
 * Every list of paragraphs a mission card holds, in card order: where text the columns misplaced
 * is looked for. Skills' requirement and effect lists are included on request.
 */
export function paragraphBuckets(record: MissionRecord, withSkills: boolean): RichText[][] {
  const skills = withSkills ? record.specialRules.flatMap((s) => s.skills ?? []) : [];
  return [
    record.intro,
    record.objectiveNotes,
    record.classified.paragraphs,
    record.deployment.paragraphs,
    record.end.paragraphs,
    ...record.specialRules.map((s) => s.paragraphs),
    ...skills.flatMap((k) => [k.requirements, k.effects]),
  ];
}

/** First source line of rich text (for ordering), Infinity when it has none. */
export const firstLine = (t: RichText | undefined) => t?.src[0]?.line ?? Infinity;

/** A rule's text in reading order: its paragraphs, or its body's paragraphs and list items. */
export function sectionTexts(s: RecordSection): RichText[] {
  const body = (s.body ?? []).flatMap((b) =>
    b.kind === 'p' ? [b.text] : b.kind === 'list' ? b.items : [],
  );
  return [...body, ...s.paragraphs];
}
