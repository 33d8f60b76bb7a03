/**
 * The `move` correction: paragraphs the column interleaving put under another part of the card go
 * to the rule titled `to` (its section is opened when the card printed its heading nowhere), to a
 * part of the card (`deployment`, `classified`, `objective-notes`, `map`) or to a skill's effects
 * (`skill:Usar Panoplia`).
 */
import { sameName } from '../../vocabulary.ts';
import { plain } from '../rich-text.ts';
import type { RichText } from '../types.ts';
import { openSection, type MissionDraft } from './draft.ts';
import { paragraphBuckets } from './record.ts';
import type { MoveCorrection } from './review.ts';

export function moveParagraphs(
  d: MissionDraft,
  m: MoveCorrection,
  unused?: (message: string) => void,
): void {
  const { record } = d;
  const skills = record.specialRules.flatMap((s) => s.skills ?? []);
  const buckets = paragraphBuckets(record, true);
  const parts: Record<string, RichText[]> = {
    deployment: record.deployment.paragraphs,
    classified: record.classified.paragraphs,
    'objective-notes': record.objectiveNotes,
    map: record.mapLabels,
  };
  const skill = m.to.startsWith('skill:')
    ? skills.find((k) => sameName(k.name, m.to.slice('skill:'.length)))
    : undefined;
  let section = skill ? undefined : record.specialRules.find((s) => sameName(s.title, m.to));
  let dest = skill?.effects ?? parts[m.to] ?? section?.paragraphs;
  if (!dest) {
    section = openSection(d, m.to);
    dest = section.paragraphs;
  }
  for (const match of m.matches) {
    const from = buckets.find((b) => b !== dest && b.some((p) => plain(p).startsWith(match)));
    if (!from) {
      unused?.(`corrección move: ningún párrafo empieza por «${match}» fuera de «${m.to}»`);
      continue;
    }
    const [p] = from.splice(
      from.findIndex((x) => plain(x).startsWith(match)),
      1,
    );
    // The rule's printed name, caught as a line of another rule: it is the section's heading.
    if (section && !section.heading && sameName(plain(p!), m.to)) section.heading = p!;
    else dest.push(p!);
  }
}
