import { plain } from '../rich-text.ts';
import type { RichText } from '../types.ts';
import { SUB_LABELS } from '../../vocabulary.ts';
import type { MissionRecord } from './record.ts';

/**
 * A rule's own sub-heading with its bullets (the Xenotech's `EFECTOS • El Xenotech se considera…
 * • Durante la Fase de Despliegue…`): the label is printed on the line of its first bullet, and the
 * bullets close the rule. The rule then shows its paragraphs, the sub-heading and the bullets as a
 * list, in that order; the label leaves the card's printed labels.
 */
export function listSubLabels(record: MissionRecord): void {
  record.printedLabels = record.printedLabels.filter((label) => !listUnder(record, label));
}

/** Gives `label` and the bullets after it to the rule whose first bullet follows it on its line. */
function listUnder(record: MissionRecord, label: RichText): boolean {
  const at = label.src[0];
  if (!at || label.src.length !== 1 || !SUB_LABELS.has(plain(label).trim())) return false;
  for (const rule of record.specialRules) {
    if (rule.body) continue;
    const first = rule.paragraphs.findIndex(
      (p) => p.src[0]?.line === at.line && p.src[0].start > at.end,
    );
    if (first <= 0) continue;
    rule.body = [
      ...rule.paragraphs.slice(0, first).map((text) => ({ kind: 'p' as const, text })),
      { kind: 'label', text: label },
      { kind: 'list', ordered: false, items: rule.paragraphs.slice(first) },
    ];
    rule.paragraphs = [];
    return true;
  }
  return false;
}
