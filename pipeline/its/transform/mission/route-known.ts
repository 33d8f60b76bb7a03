import { sameName } from '../../vocabulary.ts';
import { knownTarget } from '../known-text.ts';
import type { RichText } from '../types.ts';
import { openSection, type MissionDraft } from './draft.ts';
import { firstLine, paragraphBuckets } from './record.ts';

/**
 * Sentences the missions repeat word for word go where their wording says (see known-text.ts),
 * out of whatever part the column interleaving put them in. A listed rule without a heading of its
 * own (`Tropas Especialistas` in Tres en Raya) gets its section.
 */
export function routeKnownText(d: MissionDraft): void {
  const { record } = d;
  for (const bucket of paragraphBuckets(record, false)) {
    for (let i = 0; i < bucket.length; i++) {
      const dest = knownDestination(d, bucket[i]!);
      if (!dest || dest === bucket) continue;
      dest.push(...bucket.splice(i, 1));
      i--;
    }
  }
  // Moved text keeps the printed order within its new part.
  for (const bucket of [
    record.deployment.paragraphs,
    record.end.paragraphs,
    ...record.specialRules.map((s) => s.paragraphs),
  ])
    bucket.sort((a, b) => firstLine(a) - firstLine(b));
}

/** Where a known sentence goes; undefined for other text or a rule the card neither has nor lists. */
function knownDestination(d: MissionDraft, t: RichText): RichText[] | undefined {
  const { record } = d;
  const target = knownTarget(t.segments.map((s) => s.text).join(''));
  if (!target) return undefined;
  if (target.kind === 'deployment') return record.deployment.paragraphs;
  if (target.kind === 'end') return record.end.paragraphs;
  const rule = record.specialRules.find((s) => target.names.some((n) => sameName(n, s.title)));
  if (rule) return rule.paragraphs;
  // A league round lists no rules: its known rule text opens the rule's section.
  const listed =
    record.specialRuleNames.find((n) => target.names.some((x) => sameName(x, n))) ??
    (record.type === 'league-round' ? target.names[0] : undefined);
  return listed ? openSection(d, listed).paragraphs : undefined;
}
