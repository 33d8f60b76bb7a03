import type { CleanLine, Span } from '../types.ts';
import { collectSpans } from '../transform/coverage.ts';
import { plain } from '../transform/rich-text.ts';
import type { MissionSkill, RecordSection, RichText } from '../transform/types.ts';
import { sectionTexts, type MissionRecord } from '../transform/mission/record.ts';
import { sameName } from '../vocabulary.ts';
import { isExtractedTierTable } from '../../../src/lib/its-tier-table.ts';
import { countSentences, type Placement } from './placement.ts';
import { parseEntry } from './schema.ts';
import type { CardItem, CardOutline, CardPartName, MissionOutline } from './mission-schema.ts';
import { cardPartSchema } from './mission-schema.ts';

/** The printed label of a part, which the page replaces by its own heading (`CLASIFICADO`). */
const PART_LABEL = /^(CLASIFICADO|FUERZAS|DESPLIEGUE|FIN DE MISIÓN)$/;

/** What the page shows under each part of the card (see `MissionCard.astro`), labels aside. */
function partText(m: MissionRecord, part: CardPartName): RichText[] {
  const shown = (ts: RichText[]) => ts.filter((t) => !PART_LABEL.test(plain(t).trim()));
  switch (part) {
    case 'intro':
      return m.intro;
    case 'facts':
      return m.factsText;
    case 'objectives':
      return m.objectives.filter((o) => o.kind === 'main').map((o) => o.text);
    case 'secondary':
      return m.objectives.filter((o) => o.kind === 'secondary').map((o) => o.text);
    case 'objective-notes':
      return m.objectiveNotes;
    case 'classified':
      return shown(m.classified.paragraphs);
    case 'forces':
      return shown(m.forces.paragraphs);
    case 'deployment':
      return shown(m.deployment.paragraphs);
    case 'end':
      return shown(m.end.paragraphs);
  }
}

/** The card's parts in print order: the schema's own list. */
const PARTS: readonly CardPartName[] = cardPartSchema.options;

/** What a rule section shows, by kind: its text, then tables, profiles and skills. */
function ruleShown(s: RecordSection) {
  return {
    text: sectionTexts(s),
    table: (s.tables ?? []).map((rows) => rows.slice(1).flat()),
    profile: s.profiles ?? [],
    skill: s.skills ?? [],
  };
}

/** Whether a shown text starts with an outline text item's words. The card keeps no list/paragraph distinction. */
const startsWith = (t: RichText | undefined, item: string) =>
  t !== undefined &&
  plain(t)
    .trimStart()
    .startsWith(parseEntry('p', item.slice(item.indexOf(':') + 1)).words);

/** A skill box matches its outline item: same name, and each bullet starts as listed. */
function skillMatches(k: MissionSkill | undefined, item: Extract<CardItem, { skill: string }>) {
  const list = (ts: RichText[], words: string[]) =>
    ts.length === words.length && ts.every((t, i) => plain(t).startsWith(words[i]!));
  return (
    k !== undefined &&
    sameName(k.name, item.skill) &&
    list(k.requirements, item.requirements) &&
    list(k.effects, item.effects)
  );
}

/**
 * Holds the generated mission cards and league rounds to the reviewed outline
 * (`content/corrections/its-mission-outline.json`): each part of the card and each special rule
 * holds the paragraphs, bullets, tables, profiles and skills the print puts under it, in printed
 * order, and nothing else. Counts the source sentences the cards show, and those shown where the
 * outline puts them. Printed labels and map labels are not shown, so not counted.
 */
export function checkMissionPlacement(
  cards: MissionRecord[],
  outline: MissionOutline,
  lines: CleanLine[],
  elsewhere: unknown = [],
): Placement {
  const problems: Placement['problems'] = [];
  const good: Span[] = [];
  const all: Span[] = [];
  const labels: Span[] = [];
  for (const expected of outline.cards) {
    const m = cards.find((c) => c.slug === expected.slug && c.type === expected.type);
    const problem = (message: string, line?: number) =>
      problems.push({ chapter: expected.slug, message, ...(line ? { line } : {}) });
    if (!m) {
      problem('no hay página para esta carta');
      continue;
    }
    // A tier table the extraction left unreadable is kept for coverage, not shown: like a label.
    const hidden = isExtractedTierTable(m.objectiveNotes) ? m.objectiveNotes : [];
    all.push(
      ...collectSpans({
        ...m,
        printedLabels: [],
        mapLabels: [],
        objectiveNotes: hidden.length ? [] : m.objectiveNotes,
      }),
    );
    // A rule's printed sub-heading (the Xenotech's EFECTOS) is a label too.
    const subLabels = m.specialRules.flatMap((r) =>
      (r.body ?? []).flatMap((b) => (b.kind === 'label' ? [b.text] : [])),
    );
    labels.push(...collectSpans([m.printedLabels, m.mapLabels, hidden, subLabels]));
    for (const part of PARTS)
      for (const t of partText(m, part))
        if (PART_LABEL.test(plain(t).trim())) labels.push(...t.src);
    if (m.heading && plain(m.heading).startsWith(expected.heading)) good.push(...m.heading.src);
    else problem(`el título de la carta no es «${expected.heading}»`, m.line);
    good.push(...checkCard(m, expected, problem));
  }
  return { ...countSentences(lines, all, good, [...labels, ...collectSpans(elsewhere)]), problems };
}

/** One card against its outline; returns the spans shown where the outline puts them. */
function checkCard(
  m: MissionRecord,
  expected: CardOutline,
  problem: (message: string, line?: number) => void,
): Span[] {
  const good: Span[] = [];
  const seq = <T>(
    where: string,
    shown: T[],
    items: CardItem[],
    same: (s: T | undefined, item: CardItem) => boolean,
    spans: (s: T) => Span[],
    describe: (s: T | undefined) => string,
  ) => {
    items.forEach((item, k) => {
      if (same(shown[k], item)) good.push(...spans(shown[k]!));
      else
        problem(
          `en «${where}» se esperaba «${typeof item === 'string' ? item : JSON.stringify(item)}» y hay «${describe(shown[k])}»`,
          shown[k] ? spans(shown[k]).at(0)?.line : undefined,
        );
    });
    for (const s of shown.slice(items.length))
      problem(`en «${where}» sobra «${describe(s)}»`, spans(s).at(0)?.line);
  };
  const textSeq = (where: string, shown: RichText[], items: CardItem[]) =>
    seq(
      where,
      shown,
      items.filter((i) => typeof i === 'string'),
      (t, i) => startsWith(t, i as string),
      (t) => t.src,
      (t) => (t ? plain(t).slice(0, 50) : '(nada)'),
    );

  for (const part of PARTS) {
    const exp = expected.parts.find((p) => p.part === part);
    const shown = partText(m, part);
    if (exp) textSeq(part, shown, exp.items);
    else if (shown.length > 0)
      problem(`parte que el impreso no tiene: «${part}» («${plain(shown[0]!).slice(0, 50)}»)`);
  }
  for (const exp of expected.parts.filter((p) => p.rule !== undefined)) {
    const s = m.specialRules.find((r) => r.title === exp.rule);
    if (!s) {
      problem(`falta la regla «${exp.rule}»`);
      continue;
    }
    if (s.heading) good.push(...s.heading.src);
    const shown = ruleShown(s);
    textSeq(s.title, shown.text, exp.items);
    const of = <K extends string>(key: K) =>
      exp.items.filter(
        (i): i is Extract<CardItem, Record<K, unknown>> => typeof i !== 'string' && key in i,
      );
    seq(
      s.title,
      shown.table,
      of('table'),
      (cells, i) =>
        cells !== undefined && plain(cells[0]!).startsWith((i as { table: string }).table),
      (cells) => cells.flatMap((c) => c.src),
      (cells) => (cells ? `tabla ${plain(cells[0]!)}` : '(nada)'),
    );
    seq(
      s.title,
      shown.profile,
      of('profile'),
      (p, i) =>
        p !== undefined && plain(p.rows[0]!.name).startsWith((i as { profile: string }).profile),
      (p) => collectSpans(p),
      (p) => (p ? `perfil ${plain(p.rows[0]!.name)}` : '(nada)'),
    );
    seq(
      s.title,
      shown.skill,
      of('skill'),
      (k, i) => skillMatches(k, i as Extract<CardItem, { skill: string }>),
      (k) => collectSpans(k),
      (k) =>
        k
          ? `habilidad ${k.name}: requisitos ${k.requirements.map((t) => plain(t).slice(0, 30)).join(' | ')}; efectos ${k.effects.map((t) => plain(t).slice(0, 30)).join(' | ')}`
          : '(nada)',
    );
  }
  for (const s of m.specialRules)
    if (!expected.parts.some((p) => p.rule === s.title))
      problem(`regla que el esquema no tiene: «${s.title}»`, s.heading?.src[0]?.line);
  return good;
}
