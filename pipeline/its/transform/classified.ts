import type { SourceText } from '../types.ts';
import { joinText, sliceText } from '../text.ts';
import { splitHeading } from '../parse/blocks.ts';
import { slugify } from '../../../src/lib/slug.ts';
import { titleCase } from './display.ts';
import { rich } from './rich-text.ts';
import type { ClassifiedRecord, WikiLinker } from './types.ts';
import type { Correction } from '../clean/corrections.ts';

type Field = 'requirements' | 'special' | 'objective' | 'bonus';
const FIELD_LABELS: [RegExp, Field][] = [
  [/^Requisitos?:/, 'requirements'],
  [/^Especial:/, 'special'],
  [/^Objetivo:/, 'objective'],
  [/^Bonus:/, 'bonus'],
];
const FIELD_START = /(?:^|\s)(?=(?:Requisitos?|Especial|Objetivo|Bonus):)/g;
/** A paragraph that opens with a field's label. */
const FIELD_OPENING = /^(Requisitos?|Objetivo|Bonus|Especial):/;
/** A field whose last sentence is still open: the next lowercase paragraph completes it. */
const OPEN_SENTENCE = /[a-záéíóúñ,]$/;
/** Mode headings; the cards after them are the standard or the extreme deck. */
const MODE_HEADING = /^OBJETIVOS \(MODO (ESTÁNDAR|EXTREMO)\)/;

export interface ClassifiedResult {
  cards: ClassifiedRecord[];
  /** Paragraphs that are not part of a card: the chapter's own text. */
  rest: SourceText[];
  /** Fields no card could take, for warnings. */
  orphans: SourceText[];
}

type SplitHeading = Extract<Correction, { kind: 'split-heading' }>;
type Assign = Extract<Correction, { kind: 'assign' }>;

/** A field, with the text it has so far. */
interface FieldText {
  field?: Field;
  text: SourceText;
}

/** The deck as it is reassembled, paragraph by paragraph. */
interface DeckDraft {
  link: WikiLinker;
  cards: ClassifiedRecord[];
  /** The chapter's own text. */
  rest: SourceText[];
  orphans: SourceText[];
  /** Two names printed side by side, each to be opened as its own card. */
  splits: SplitHeading[];
  /** The deck's `assign` corrections not used yet (each places one paragraph). */
  assigns: Assign[];
  /** The names seen so far: the second card of a name is the extreme deck's. */
  seenNames: Set<string>;
  /** Fields placed by a correction, given to their card once every card is open. */
  deferred: (FieldText & { slug: string; mode: string })[];
  /** Whether the cards have begun (a mode heading or the first card). */
  started: boolean;
  /** Fields whose last sentence is still open, the newest last. */
  openFields: { card: ClassifiedRecord; field: Field; text: SourceText }[];
}

/**
 * Reassembles the deck from two interleaved columns. A caps name opens a card; each field
 * (`Requisitos:`, `Objetivo:`…) goes to the oldest open card still missing it, a `Bonus:` to the
 * newest card that already has its objective. The first card of a name is the standard deck, the
 * second the extreme one. `split-heading` corrections separate two names printed side by side,
 * `assign` corrections place fields printed away from their card.
 */
export function transformClassified(
  paragraphs: SourceText[],
  corrections: Correction[],
  link: WikiLinker,
): ClassifiedResult {
  const d: DeckDraft = {
    link,
    cards: [],
    rest: [],
    orphans: [],
    splits: corrections.filter((c): c is SplitHeading => c.kind === 'split-heading'),
    assigns: corrections.filter(
      (c): c is Assign => c.kind === 'assign' && c.to.startsWith('classified:'),
    ),
    seenNames: new Set(),
    deferred: [],
    started: false,
    openFields: [],
  };
  for (const p of paragraphs) {
    if (continueOpenField(d, p) || deferAssigned(d, p)) continue;
    const parts = cardParts(d, p);
    if (!parts) continue;
    if (parts.heading) openHeading(d, parts.heading);
    // Fields on the same line as a name belong to that card (same column).
    if (parts.body) fillFields(d, parts.body, parts.heading ? d.cards.at(-1) : undefined);
  }
  placeDeferred(d);
  d.rest.push(...d.orphans);
  return { cards: d.cards, rest: d.rest, orphans: d.orphans };
}

/** A lowercase paragraph completes the newest field whose last sentence is still open. */
function continueOpenField(d: DeckDraft, p: SourceText): boolean {
  if (!/^[a-záéíóúñ]/.test(p.text) || d.openFields.length === 0) return false;
  const f = d.openFields.pop()!;
  f.text = joinText(f.text, p);
  give(d, f.card, f.field, f.text);
  if (OPEN_SENTENCE.test(f.text.text)) d.openFields.push(f);
  return true;
}

/** Fields printed away from their card, placed by a reviewed correction once the cards are open. */
function deferAssigned(d: DeckDraft, p: SourceText): boolean {
  const assign = d.assigns.find((c) => c.matches.some((m) => p.text.startsWith(m)));
  if (!assign) return false;
  d.assigns.splice(d.assigns.indexOf(assign), 1);
  const [, slug, mode] = assign.to.split(':');
  for (const f of fields(p)) d.deferred.push({ slug: slug!, mode: mode!, ...f });
  return true;
}

/**
 * The name and the fields a paragraph brings to the deck, or undefined when it is the chapter's
 * own text (kept in `rest`). A mode heading starts the cards and is the chapter's text itself.
 */
function cardParts(
  d: DeckDraft,
  p: SourceText,
): { heading: SourceText | undefined; body: SourceText | undefined } | undefined {
  const split = splitHeading(p);
  const body = split.body;
  let heading = split.heading;
  const modeHeading = heading?.text.match(MODE_HEADING);
  if (modeHeading) {
    d.started = true;
    d.rest.push(sliceText(heading!, 0, modeHeading[0].length)!);
    heading = sliceText(heading!, modeHeading[0].length);
  }
  const isCard =
    d.started ||
    (heading !== undefined && body !== undefined && /^Requisitos?:/.test(body.text)) ||
    FIELD_OPENING.test(p.text);
  const bodyIsNoField =
    heading === undefined && body !== undefined && !FIELD_LABELS.some(([re]) => re.test(body.text));
  if ((!isCard || bodyIsNoField) && (!d.started || !FIELD_OPENING.test(p.text))) {
    d.rest.push(p);
    return undefined;
  }
  d.started = true;
  return { heading, body };
}

/** Opens the card a name heads, or one card per name where a correction splits the heading. */
function openHeading(d: DeckDraft, heading: SourceText) {
  const split = d.splits.find((c) => c.text === heading.text);
  if (!split) {
    openCard(d, heading);
    return;
  }
  let offset = 0;
  for (const name of split.into) {
    const at = heading.text.indexOf(name, offset);
    openCard(d, sliceText(heading, at, at + name.length)!);
    offset = at + name.length;
  }
}

/** A new card under its caps name: the first of a name is the standard deck's, the second the extreme one's. */
function openCard(d: DeckDraft, h: SourceText) {
  const slug = slugify(h.text);
  const mode = d.seenNames.has(slug) ? 'extreme' : 'standard';
  d.seenNames.add(slug);
  d.cards.push({
    type: 'classified',
    id: `${slug}-${mode === 'standard' ? 'estandar' : 'extremo'}`,
    slug,
    name: titleCase(h.text).replace(/^Hvt/, 'HVT'),
    mode,
    heading: rich(h, d.link, new Set()),
    page: h.page,
    line: h.src[0]!.line,
  });
}

/** Gives each field of a paragraph to its card (`own`, when the paragraph has a name); the rest are orphans. */
function fillFields(d: DeckDraft, body: SourceText, own: ClassifiedRecord | undefined) {
  for (const f of fields(body)) {
    const field = f.field;
    const card = field && (own ?? cardFor(d.cards, field));
    if (!field || !card) {
      d.orphans.push(f.text);
      continue;
    }
    give(d, card, field, f.text);
    if (OPEN_SENTENCE.test(f.text.text)) d.openFields.push({ card, field, text: f.text });
  }
}

/**
 * The card a field printed apart from its name goes to: a `Bonus:` to the newest card with its
 * objective and no bonus, any other field to the oldest card still missing it and its objective
 * (an objective only to a card with its requirements or special rule).
 */
function cardFor(cards: ClassifiedRecord[], field: Field): ClassifiedRecord | undefined {
  if (field === 'bonus') return cards.findLast((c) => c.objective && !c.bonus);
  return cards.find(
    (c) => !c[field] && !c.objective && (field !== 'objective' || c.requirements || c.special),
  );
}

/** Corrected fields go to their card once every card is open (they may precede its name). */
function placeDeferred(d: DeckDraft) {
  for (const f of d.deferred) {
    const card = d.cards.find((c) => c.slug === f.slug && c.mode === f.mode);
    if (card && f.field) give(d, card, f.field, f.text);
    else d.orphans.push(f.text);
  }
}

/** A field's text on its card, linked. */
function give(d: DeckDraft, card: ClassifiedRecord, field: Field, t: SourceText) {
  card[field] = rich(t, d.link, new Set());
}

/** Splits `Requisitos: X. Objetivo: Y. Bonus: Z` into its fields. */
function fields(t: SourceText): FieldText[] {
  const starts = [...t.text.matchAll(FIELD_START)].map(
    (m) => m.index + (m[0].length > 0 ? m[0].length : 0),
  );
  if (starts[0] !== 0) starts.unshift(0);
  const out: FieldText[] = [];
  starts.forEach((s, i) => {
    const piece = sliceText(t, s, starts[i + 1] ?? t.text.length);
    if (!piece) return;
    const field = FIELD_LABELS.find(([re]) => re.test(piece.text))?.[1];
    out.push(field ? { field, text: piece } : { text: piece });
  });
  return out;
}
