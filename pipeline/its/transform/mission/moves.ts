/**
 * The `move` correction: paragraphs the column interleaving put under another part of the card go
 * to the rule titled `to` (its section is opened when the card printed its heading nowhere), to a
 * part of the card (`deployment`, `classified`, `objective-notes`, `map`), to a skill's effects
 * (`skill:Usar Panoplia`) or to its requirements (`skill-requirements:Recoger Caja de Suministros`).
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
  const [, list, name] = m.to.match(/^(skill|skill-requirements):(.*)$/) ?? [];
  const skill = name ? skills.find((k) => sameName(k.name, name)) : undefined;
  const skillList = list === 'skill' ? skill?.effects : skill?.requirements;
  let section = skill ? undefined : record.specialRules.find((s) => sameName(s.title, m.to));
  let dest = skillList ?? parts[m.to] ?? section?.paragraphs;
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
  // A requirement's lead sentence (`La tropa debe encontrarse en alguna de las situaciones
  // siguientes:`) goes before the bullets it introduces: requirements keep the printed order.
  if (list === 'skill-requirements') dest.sort((a, b) => order(a) - order(b));
}

/** Printed order of rich text: source line, then column. */
function order(t: RichText): number {
  const s = t.src[0];
  return s ? s.line * 100_000 + s.start : Infinity;
}
