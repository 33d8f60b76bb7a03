import type { z } from 'astro/zod';
import type { RichText, Segment } from '../types.ts';
import type {
  chapterSchema,
  classifiedSchema,
  missionSchema,
  profileTable,
  section,
  sectionBlock,
  skill,
} from '../../../src/content/its-schemas.ts';

export type { RichText, Segment };

/** Turns text into segments, linking each wiki term not yet in `seen` (one link per section). */
export type WikiLinker = (text: string, seen: Set<string>) => Segment[];

/** A block of a rule chapter's section (paragraph, list, table, pointer). */
export type SectionBlock = z.infer<typeof sectionBlock>;

/** A titled part of a page with its own anchor (the chapter or mission section schema). */
export type RecordSection = z.infer<typeof section>;

/** A scenery profile table: the name column's label and the attributes' labels; one row per element. */
export type ProfileTable = z.infer<typeof profileTable>;

/** A skill a mission defines, as the rulebook's skill box: name, order type, labels, two lists. */
export type MissionSkill = z.infer<typeof skill>;

/** One objective of a mission as printed, with the numbers read from it. */
export type MissionObjective = z.infer<typeof missionSchema>['objectives'][number];

/** A rule chapter (basic norms, tournament rules, Season 10, extras, ITS score, classified, leagues). */
export type ChapterRecord = z.infer<typeof chapterSchema>;

/** One card of the Classified Deck in one mode. */
export type ClassifiedRecord = z.infer<typeof classifiedSchema>;

export type { Tier } from '../../../src/lib/missions/types.ts';
