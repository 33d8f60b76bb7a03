import type { SourceText } from '../../types.ts';
import { rich } from '../rich-text.ts';
import type { RecordSection, RichText, WikiLinker } from '../types.ts';
import type { CardPart } from '../../vocabulary.ts';
import type { MissionRecord } from './record.ts';

/**
 * The record being filled and where the reader stands on the card. Every step receives it as an
 * argument and nothing else holds it, so what a step changes is visible in its signature.
 */
export interface MissionDraft {
  record: MissionRecord;
  /** Part of the card the text under the last heading belongs to. */
  mode: CardPart;
  /** The rule the last rule heading opened: prose among the objectives continues it. */
  rule: RecordSection | undefined;
  /** Past `FIN DE MISIÓN`: a caps line with nothing under it is a label printed on the map. */
  afterEnd: boolean;
  /** Section ids, unique within the card. */
  ids: (text: string) => string;
  link: WikiLinker;
  /** Terms already linked, per part of the card: one link per term per part. */
  seen: Record<string, Set<string>>;
}

/** Rich text of a piece of the card, linking each term once per part. */
export function richOf(d: MissionDraft, t: SourceText, part: string): RichText {
  return rich(t, d.link, (d.seen[part] ??= new Set()));
}

/** Where text under a heading goes in the current mode. */
export function headingTarget(
  record: MissionRecord,
  mode: CardPart,
  rule: RecordSection | undefined,
): RichText[] {
  switch (mode) {
    case 'intro':
      return record.intro;
    case 'objectives':
    case 'secondary':
      return record.objectiveNotes;
    case 'classified':
      return record.classified.paragraphs;
    case 'deployment':
      return record.deployment.paragraphs;
    case 'end':
      return record.end.paragraphs;
    case 'forces':
      return record.forces.paragraphs;
    case 'rule':
      if (rule) return rule.paragraphs;
      return record.intro;
  }
}

/** Opens a section for a rule the card lists but printed no heading for; returns it. */
export function openSection(d: MissionDraft, title: string): RecordSection {
  const section: RecordSection = { id: d.ids(title), title, paragraphs: [] };
  d.record.specialRules.push(section);
  return section;
}
