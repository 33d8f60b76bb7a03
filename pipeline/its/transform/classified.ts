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
/** Mode headings; the cards after them are the standard or the extreme deck. */
const MODE_HEADING = /^OBJETIVOS \(MODO (ESTÁNDAR|EXTREMO)\)/;

export interface ClassifiedResult {
  cards: ClassifiedRecord[];
  /** Paragraphs that are not part of a card: the chapter's own text. */
  rest: SourceText[];
  /** Fields no card could take, for warnings. */
  orphans: SourceText[];
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
  const cards: ClassifiedRecord[] = [];
  const rest: SourceText[] = [];
  const orphans: SourceText[] = [];
  const splits = corrections.filter((c) => c.kind === 'split-heading');
  const assigns = corrections.filter((c) => c.kind === 'assign' && c.to.startsWith('classified:'));
  const seenNames = new Set<string>();
  const deferred: { slug: string; mode: string; field?: Field; text: SourceText }[] = [];
  let started = false;

  const open = (h: SourceText) => {
    const slug = slugify(h.text);
    const mode = seenNames.has(slug) ? 'extreme' : 'standard';
    seenNames.add(slug);
    const card: ClassifiedRecord = {
      type: 'classified',
      id: `${slug}-${mode === 'standard' ? 'estandar' : 'extremo'}`,
      slug,
      name: titleCase(h.text).replace(/^Hvt/, 'HVT'),
      mode,
      heading: rich(h, link, new Set()),
      page: h.page,
      line: h.src[0]!.line,
    };
    cards.push(card);
    return card;
  };
  const give = (card: ClassifiedRecord, field: Field, t: SourceText) => {
    card[field] = rich(t, link, new Set());
  };

  // Fields whose last sentence is still open: the next lowercase paragraph completes the newest.
  const openFields: { card: ClassifiedRecord; field: Field; text: SourceText }[] = [];
  for (const p of paragraphs) {
    if (/^[a-záéíóúñ]/.test(p.text) && openFields.length > 0) {
      const f = openFields.pop()!;
      f.text = joinText(f.text, p);
      give(f.card, f.field, f.text);
      if (/[a-záéíóúñ,]$/.test(f.text.text)) openFields.push(f);
      continue;
    }
    // Fields printed away from their card, placed by a reviewed correction.
    const assign = assigns.find(
      (c) => c.kind === 'assign' && c.matches.some((m) => p.text.startsWith(m)),
    );
    if (assign && assign.kind === 'assign') {
      assigns.splice(assigns.indexOf(assign), 1);
      const [, slug, mode] = assign.to.split(':');
      for (const f of fields(p)) deferred.push({ slug: slug!, mode: mode!, ...f });
      continue;
    }
    const split = splitHeading(p);
    const body = split.body;
    let heading = split.heading;
    const modeHeading = heading?.text.match(MODE_HEADING);
    if (modeHeading) {
      started = true;
      rest.push(sliceText(heading!, 0, modeHeading[0].length)!);
      heading = sliceText(heading!, modeHeading[0].length);
    }
    const isCard =
      started ||
      (heading !== undefined && body !== undefined && /^Requisitos?:/.test(body.text)) ||
      /^(Requisitos?|Objetivo|Bonus|Especial):/.test(p.text);
    if (
      !isCard ||
      (heading === undefined &&
        body !== undefined &&
        !FIELD_LABELS.some(([re]) => re.test(body!.text)))
    ) {
      if (!started || !/^(Requisitos?|Objetivo|Bonus|Especial):/.test(p.text)) {
        rest.push(p);
        continue;
      }
    }
    started = true;
    if (heading) {
      const split = splits.find((c) => c.kind === 'split-heading' && c.text === heading!.text);
      if (split && split.kind === 'split-heading') {
        let offset = 0;
        for (const name of split.into) {
          const at = heading.text.indexOf(name, offset);
          open(sliceText(heading, at, at + name.length)!);
          offset = at + name.length;
        }
      } else open(heading);
    }
    if (!body) continue;
    // Fields on the same line as a name belong to that card (same column).
    const own = heading ? cards[cards.length - 1] : undefined;
    for (const f of fields(body)) {
      const field = f.field;
      if (!field) {
        orphans.push(f.text);
        continue;
      }
      const card =
        own ??
        (field === 'bonus'
          ? cards.findLast((c) => c.objective && !c.bonus)
          : cards.find(
              (c) =>
                !c[field] && !c.objective && (field !== 'objective' || c.requirements || c.special),
            ));
      if (card) {
        give(card, field, f.text);
        if (/[a-záéíóúñ,]$/.test(f.text.text)) openFields.push({ card, field, text: f.text });
      } else orphans.push(f.text);
    }
  }

  // Corrected fields go to their card once every card is open (they may precede its name).
  for (const d of deferred) {
    const card = cards.find((c) => c.slug === d.slug && c.mode === d.mode);
    if (card && d.field) give(card, d.field, d.text);
    else orphans.push(d.text);
  }
  rest.push(...orphans);
  return { cards, rest, orphans };
}

/** Splits `Requisitos: X. Objetivo: Y. Bonus: Z` into its fields. */
function fields(t: SourceText): { field?: Field; text: SourceText }[] {
  const starts = [...t.text.matchAll(FIELD_START)].map(
    (m) => m.index + (m[0].length > 0 ? m[0].length : 0),
  );
  if (starts[0] !== 0) starts.unshift(0);
  const out: { field?: Field; text: SourceText }[] = [];
  starts.forEach((s, i) => {
    const piece = sliceText(t, s, starts[i + 1] ?? t.text.length);
    if (!piece) return;
    const field = FIELD_LABELS.find(([re]) => re.test(piece.text))?.[1];
    out.push(field ? { field, text: piece } : { text: piece });
  });
  return out;
}
