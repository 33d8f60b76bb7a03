/**
 * A mission card or league round, from its section of the source to its record. The two-column
 * extraction interleaves the card's parts, so the pieces that look like something else are taken
 * out first (tables, profiles, map text, skills, forces), then each caps label opens its part of
 * the card and each paragraph goes where its content says, else under the label it follows.
 * The steps live in `mission/`, one job per file; this file only orders them.
 */
import type { Section } from '../types.ts';
import { toBlocks } from '../parse/blocks.ts';
import { slugify, createIdRegistry } from '../../../src/lib/slug.ts';
import { createLinker } from './rich-text.ts';
import { titleCase } from './display.ts';
import type { WikiLinker } from './types.ts';
import { extractSkills, type LostHeading } from './skills.ts';
import { extractProfiles } from './profiles.ts';
import { extractMapText } from './map-text.ts';
import { MISSION_LABELS } from '../vocabulary.ts';
import { emptyRecord, type MissionRecord } from './mission/record.ts';
import type { MissionReview } from './mission/review.ts';
import { richOf, type MissionDraft } from './mission/draft.ts';
import { readBlock } from './mission/labels.ts';
import { takeForces } from './mission/forces.ts';
import { attachTables, takeTables } from './mission/tables.ts';
import { attachProfiles } from './mission/attach-profiles.ts';
import { attachSkills, splitRuleOutOfSkill } from './mission/attach-skills.ts';
import { routeKnownText } from './mission/route-known.ts';
import { moveParagraphs } from './mission/moves.ts';
import { dropEmptyUnlisted, leagueRoundName, readFlags } from './mission/finish.ts';
import { listSubLabels } from './mission/sub-label-lists.ts';

export type { MissionRecord } from './mission/record.ts';
export type { MissionReview } from './mission/review.ts';
export { splitRuleList } from './mission/place.ts';
export { MISSION_LABELS };

/** Turns a mission section into a mission card record. */
export function transformMission(
  section: Section,
  type: MissionRecord['type'],
  link: WikiLinker = createLinker([]),
  lostSkillHeadings: LostHeading[] = [],
  reviewed: MissionReview = {},
): MissionRecord {
  const slug = slugify(section.entry.title.replace(/^ITS ESCALATION LEAGUES: /, ''));
  // 1. Out first what looks like headings and labels: reviewed small tables, scenery profiles, map text.
  const tables = takeTables(section.paragraphs, reviewed.tables ?? []);
  const profiles = extractProfiles(tables.rest, reviewed.profiles);
  const map = extractMapText(profiles.rest);
  // 2. Skills next: their pieces are scattered over the whole card by the column interleaving.
  const skills = extractSkills(map.rest, lostSkillHeadings);
  // 3. A league round's forces, before the caps split takes `BANDO A: 100` for a heading.
  const forces = takeForces(skills.rest);

  const d: MissionDraft = {
    record: emptyRecord({
      type,
      slug,
      name: titleCase(section.entry.title),
      page: section.entry.page,
      line: section.headingLine ?? section.entry.line,
    }),
    mode: 'intro',
    rule: undefined,
    afterEnd: false,
    ids: createIdRegistry(),
    link,
    seen: {},
  };
  const { record } = d;
  for (const t of map.labels) record.mapLabels.push(richOf(d, t, 'map'));
  for (const t of forces.labels) record.printedLabels.push(richOf(d, t, 'labels'));
  for (const t of forces.forces) {
    const pts = t.text.match(/^BANDO A: (\d+)/i)?.[1];
    if (pts && record.forces.points === null) record.forces.points = Number(pts);
    record.forces.paragraphs.push(richOf(d, t, 'forces'));
  }

  // 4. The card, block by block: each caps label to its handler, each paragraph to its place.
  toBlocks(forces.rest, MISSION_LABELS).forEach((block, k) => readBlock(d, block, k === 0));

  // 5. What the text itself says goes elsewhere, then what was taken out in 1-2, then reviewed moves.
  routeKnownText(d);
  splitRuleOutOfSkill(d, skills.skills);
  attachSkills(d, skills.skills);
  attachProfiles(d, profiles.tables);
  attachTables(d, tables.tables, reviewed.unused);
  for (const m of reviewed.moves ?? []) moveParagraphs(d, m, reviewed.unused);
  dropEmptyUnlisted(record);
  listSubLabels(record);

  // 6. Facts the words imply.
  readFlags(record);
  if (type === 'league-round') record.name = leagueRoundName(section.entry.title);
  return record;
}
