/**
 * The card's caps labels, each to its handler: a card label opens its part of the card, a map
 * label is kept aside, any other label is a rule's heading.
 */
import type { SourceText } from '../../types.ts';
import { sliceText } from '../../text.ts';
import type { Block } from '../../parse/blocks.ts';
import { slugify } from '../../../../src/lib/slug.ts';
import { titleCase } from '../display.ts';
import type { RecordSection } from '../types.ts';
import {
  CARD_LABELS,
  MISSION_LABELS,
  MISSIONS_COLUMN_LABEL,
  SUB_LABELS,
  sameName,
} from '../../vocabulary.ts';
import { headingTarget, richOf, type MissionDraft } from './draft.ts';
import type { MissionRecord } from './record.ts';
import { place } from './place.ts';

/**
 * What a label's handler did with its heading: `skip` (the block is a printed label, nothing under
 * it), `consumed` (the heading went somewhere) or `opened` (it opened a part of the card and stays
 * as that part's printed label, see `keepPartLabel`).
 */
type LabelOutcome = 'skip' | 'consumed' | 'opened';

interface LabelHandler {
  /** Whether this handler takes the caps label (first match in table order wins). */
  when: (label: string, block: Block, d: MissionDraft) => boolean;
  handle: (d: MissionDraft, h: SourceText, label: string) => LabelOutcome;
}

/** Caps label → handler, tried in order; the last one (a rule's heading) takes any label. */
const LABEL_HANDLERS: readonly LabelHandler[] = [
  {
    // A card label opens its part of the card (see CARD_LABELS); after `FIN DE MISIÓN` come map labels.
    when: (label) => Object.hasOwn(CARD_LABELS, label),
    handle: (d, _h, label) => {
      const part = CARD_LABELS[label]!;
      d.mode = part;
      if (part === 'end') d.afterEnd = true;
      return 'opened';
    },
  },
  {
    // A tier table's label (`TOP-TIER`, `PUNTOS DE OBJETIVO`): the objectives go on.
    when: (label) => /TIER|PUNTOS? DE OBJETIVO/.test(label),
    handle: (d) => {
      d.mode = 'objectives';
      return 'opened';
    },
  },
  {
    // A caps line with nothing under it after the end of the card: a label printed on the map.
    when: (_label, block, d) => d.afterEnd && block.paragraphs.length === 0,
    handle: (d, h) => {
      d.record.mapLabels.push(richOf(d, h, 'map'));
      return 'skip';
    },
  },
  {
    // The running column label of the mission pages.
    when: (label, block) => label === MISSIONS_COLUMN_LABEL && block.paragraphs.length === 0,
    handle: (d, h) => {
      d.record.printedLabels.push(richOf(d, h, 'labels'));
      return 'skip';
    },
  },
  {
    // A map label repeating a rule's name (`PANOPLIA` under «Panoplias»).
    when: (label, block, d) => block.paragraphs.length === 0 && repeatsRuleName(label, d.record),
    handle: (d, h) => {
      d.record.mapLabels.push(richOf(d, h, 'map'));
      return 'skip';
    },
  },
  {
    // A rule's own sub-label (`EFECTOS` before the Xenotech's list): its sentences say it.
    when: (label) => SUB_LABELS.has(label),
    handle: (d, h) => {
      d.record.printedLabels.push(richOf(d, h, 'labels'));
      return 'consumed';
    },
  },
  {
    // Cells of scenery tables: text of the rule.
    when: (label, block, d) => isLabelOnly(block, label, d.record.specialRuleNames),
    handle: (d, h) => {
      headingTarget(d.record, d.mode, d.rule).push(richOf(d, h, d.rule?.id ?? d.mode));
      return 'consumed';
    },
  },
  {
    // A listed rule's heading with the next part's label glued after it (`DATATRACKER CLASIFICADO`,
    // 1564): the rule opens, then the label opens its part; no rule is named after both.
    when: (label, _block, d) => trailingCardLabel(label, d.record.specialRuleNames) !== undefined,
    handle: (d, h, label) => {
      const part = trailingCardLabel(label, d.record.specialRuleNames)!;
      const at = label.length - part.length;
      const head = sliceText(h, 0, at - 1)!;
      openRule(d, head, head.text);
      d.record.printedLabels.push(richOf(d, sliceText(h, at)!, 'labels'));
      d.mode = CARD_LABELS[part]!;
      return 'consumed';
    },
  },
  { when: () => true, handle: openRule },
];

/** The card label ending `label` when what comes before it is a listed rule's name. */
function trailingCardLabel(label: string, names: string[]): string | undefined {
  const part = MISSION_LABELS.find((l) => label.endsWith(` ${l}`));
  if (!part) return undefined;
  const head = label.slice(0, -part.length - 1);
  return names.some((n) => sameName(n, head)) ? part : undefined;
}

/** One block of the card: its heading (the card's title when first) through the table, then its paragraphs. */
export function readBlock(d: MissionDraft, block: Block, first: boolean): void {
  const h = block.heading;
  if (first && h) d.record.heading = richOf(d, h, 'intro');
  else if (h) {
    const label = h.text;
    const outcome = LABEL_HANDLERS.find((x) => x.when(label, block, d))!.handle(d, h, label);
    if (outcome === 'skip') return;
    if (outcome === 'opened') keepPartLabel(d, h, label);
  }
  for (const p of block.paragraphs) place(d, p);
}

/** Any other caps label is a rule's heading: it opens the rule, or continues one already opened. */
function openRule(d: MissionDraft, h: SourceText, label: string): LabelOutcome {
  const { record } = d;
  d.mode = 'rule';
  // `ACTIVAR ANTENA (HABILIDAD CORTA) ETIQUETAS`: the sub-label stays in the rule's text.
  const sub = label.match(/ (ETIQUETAS|REQUISITOS|EFECTOS)$/);
  const tail = sub ? sliceText(h, label.length - sub[1]!.length) : undefined;
  const heading = sub ? sliceText(h, 0, label.length - sub[0].length)! : h;
  const title = ruleTitle(heading.text, record.specialRuleNames);
  const opened = record.specialRules.find((s) => sameName(s.title, title));
  let rule: RecordSection;
  if (opened) {
    // The rule's name printed a second time (on the map, or at the top of the next column):
    // its text continues the rule already opened.
    rule = opened;
    if (rule.heading) record.mapLabels.push(richOf(d, heading, 'map'));
    else rule.heading = richOf(d, heading, `heading:${rule.id}`);
  } else {
    const id = d.ids(heading.text);
    rule = { id, title, heading: richOf(d, heading, `heading:${id}`), paragraphs: [] };
    record.specialRules.push(rule);
  }
  d.rule = rule;
  if (tail) rule.paragraphs.push(richOf(d, tail, rule.id));
  return 'consumed';
}

/** The card's part labels: the page prints its own headings, so the printed one is kept as a label. */
function keepPartLabel(d: MissionDraft, h: SourceText, label: string): void {
  if (MISSION_LABELS.includes(label) || label === MISSIONS_COLUMN_LABEL)
    d.record.printedLabels.push(richOf(d, h, 'labels'));
  else
    (d.mode === 'objectives' || d.mode === 'secondary'
      ? d.record.objectiveNotes
      : headingTarget(d.record, d.mode, d.rule)
    ).push(richOf(d, h, d.mode));
}

/** A caps heading that opens no rule: a skill sub-label, or a short table cell with no prose under it. */
function isLabelOnly(block: Block, label: string, names: string[]): boolean {
  if (SUB_LABELS.has(label)) return true;
  if (names.some((n) => sameName(n, label))) return false;
  return (
    block.paragraphs.length === 0 || block.paragraphs.every((p) => !/[a-záéíóúñ]{3}/.test(p.text))
  );
}

/** The rule's printed name from the mission's rule list when the heading matches it, else title case. */
function ruleTitle(caps: string, names: string[]): string {
  return names.find((n) => sameName(n, caps)) ?? titleCase(caps);
}

/** A label with no text under it that repeats a rule's name (`PANOPLIA`, `ANTENA`): printed on the map. */
function repeatsRuleName(label: string, record: MissionRecord): boolean {
  const stem = (s: string) => slugify(s).replace(/e?s$/, '');
  const opened = record.specialRules.map((s) => s.title);
  // The rule's own heading, not yet opened, is no map label (its text may come later).
  const slug = slugify(label);
  if (
    record.specialRuleNames.some((n) => sameName(n, label)) &&
    !opened.some((n) => slugify(n) === slug || slugify(n).startsWith(`${slug}-`))
  )
    return false;
  return [...record.specialRuleNames, ...opened].some((n) => stem(n) === stem(label));
}
