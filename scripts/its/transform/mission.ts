import type { Section, SourceText } from '../types.ts';
import { sliceText, splitText } from '../text.ts';
import { toBlocks, type Block } from '../parse/blocks.ts';
import { slugify, createIdRegistry } from '../../../src/lib/slug.ts';
import { createLinker, plain, rich } from './rich-text.ts';
import { titleCase } from './display.ts';
import { isScoringItem, readClassified, readObjective } from './objectives.ts';
import type {
  MissionObjective,
  MissionSkill,
  ProfileTable,
  RecordSection,
  RichText,
  WikiLinker,
} from './types.ts';
import { extractSkills, type LostHeading, type SkillDraft } from './skills.ts';
import { knownTarget } from './known-text.ts';
import {
  extractProfiles,
  type ProfileCell,
  type ProfileCorrection,
  type ProfileDraft,
} from './profiles.ts';
import { extractMapText } from './map-text.ts';
import {
  CARD_LABELS,
  MISSION_LABELS,
  MISSIONS_COLUMN_LABEL,
  SUB_LABELS,
  sameName,
  type CardPart,
} from '../vocabulary.ts';

export { MISSION_LABELS };

/** A mission card, or an Escalation League round (same card with forces instead of tiers). */
export interface MissionRecord {
  type: 'mission' | 'league-round';
  id: string;
  slug: string;
  name: string;
  /** Printed page, from the document's index. */
  page: number;
  /** Source line of the heading. */
  line: number;
  heading?: RichText;
  /** `Configuración tipo` letter(s), e.g. `A`, `C1`. */
  configuration: string | null;
  /** Names listed after `Reglas Especiales:` in print order. */
  specialRuleNames: string[];
  /** Text under the mission heading that is not a fact (a credit line). */
  intro: RichText[];
  /**
   * Printed text the card's facts were read from (`Configuración tipo: B.`, `Reglas Especiales: …`):
   * shown as the facts and the rule list, not repeated as paragraphs.
   */
  factsText: RichText[];
  /**
   * Printed column labels the card's own headings replace (`DESPLIEGUE`, `REGLAS ESPECIALES DEL
   * ESCENARIO`, `MISIONES`, a map label repeating a rule's name): accounted for, not rendered.
   */
  printedLabels: RichText[];
  specialRules: RecordSection[];
  objectives: MissionObjective[];
  /** Printed text around the objectives that is not an objective (labels, tier tables). */
  objectiveNotes: RichText[];
  classified: { count: number | null; points: number | null; paragraphs: RichText[] };
  deployment: { depthCm: number | null; paragraphs: RichText[] };
  end: { rounds: number | null; retreat: boolean; paragraphs: RichText[] };
  /** Army points per side in a league round (`BANDO A: 100 puntos`). */
  forces: { paragraphs: RichText[]; points: number | null };
  /** Map labels printed next to the map, kept so no text is lost. */
  mapLabels: RichText[];
  /** Whether the HVT rules apply (no `Sin HVT`, no `Objetivo Designado`). */
  hvt: boolean;
}

/**
 * How a printed objective starts: the two-column extraction often puts objectives after a rule's
 * heading, so a bullet that awards points and starts like an objective is one wherever it falls.
 */
const OBJECTIVE_START =
  /^(Por cada|Haber|Tener|Dominar|Controlar|Eliminar|Matar|Si te han|Evitar|Lograr|Conectar|Cazar|Cumplir|Disponer|Situar|Destruir|Dañar|Proteger|Que el enemigo|Ser el único|Ambos jugadores)\b/;

type Mode = CardPart;

const ROUND_WORDS: Record<string, number> = {
  primera: 1,
  segunda: 2,
  tercera: 3,
  cuarta: 4,
  quinta: 5,
  sexta: 6,
};

/**
 * Turns a mission section into a mission card record. Paragraphs go where their content says
 * (objectives by their points, deployment by its depth) before falling back to the heading they
 * follow, since the two-column extraction interleaves the card's parts.
 */
export function transformMission(
  section: Section,
  type: MissionRecord['type'],
  link: WikiLinker = createLinker([]),
  lostSkillHeadings: LostHeading[] = [],
  reviewed: MissionReview = {},
): MissionRecord {
  const name = titleCase(section.entry.title);
  const slug = slugify(section.entry.title.replace(/^ITS ESCALATION LEAGUES: /, ''));
  // Scenery profile tables and map text first: their cells look like headings and labels.
  const { tables: smallTables, rest: withoutSmallTables } = takeTables(
    section.paragraphs,
    reviewed.tables ?? [],
  );
  const { tables: profileDrafts, rest: withoutTables } = extractProfiles(
    withoutSmallTables,
    reviewed.profiles,
  );
  const { labels: mapText, rest: withoutMap } = extractMapText(withoutTables);
  // Skills next: their pieces are scattered over the whole card by the column interleaving.
  const { skills: drafts, rest } = extractSkills(withoutMap, lostSkillHeadings);
  // Forces of a league round (`FUERZAS BANDO A: 100 puntos. BANDO B: 100 puntos.`), wherever the
  // columns put them: read before the caps split takes `BANDO A: 100` for a heading.
  const forces: SourceText[] = [];
  /** `FUERZAS` printed before the forces: a label. */
  const forcesLabels: SourceText[] = [];
  const cardText = rest.flatMap((p) => {
    const m = p.text.match(/^(FUERZAS )?(?=BANDO [AB]: \d+ puntos)/i);
    if (!m) return [p];
    if (m[1]) forcesLabels.push(sliceText(p, 0, m[1].length)!);
    forces.push(...splitBefore(sliceText(p, m[0].length)!, /(?=\bBANDO [AB]: \d+ puntos)/gi));
    return [];
  });
  const blocks = toBlocks(cardText, MISSION_LABELS);
  const ids = createIdRegistry();
  const record: MissionRecord = {
    type,
    id: slug,
    slug,
    name,
    page: section.entry.page,
    line: section.headingLine ?? section.entry.line,
    configuration: null,
    specialRuleNames: [],
    intro: [],
    factsText: [],
    printedLabels: [],
    specialRules: [],
    objectives: [],
    objectiveNotes: [],
    classified: { count: null, points: null, paragraphs: [] },
    deployment: { depthCm: null, paragraphs: [] },
    end: { rounds: null, retreat: true, paragraphs: [] },
    forces: { paragraphs: [], points: null },
    mapLabels: [],
    hvt: true,
  };
  const draft: MissionDraft = {
    record,
    mode: 'intro',
    rule: undefined,
    afterEnd: false,
    ids,
    link,
    seen: {},
  };
  const r = (t: SourceText, part: string) => richOf(draft, t, part);

  for (const t of mapText) record.mapLabels.push(r(t, 'map'));
  for (const t of forcesLabels) record.printedLabels.push(r(t, 'labels'));
  for (const t of forces) {
    const pts = t.text.match(/^BANDO A: (\d+)/i)?.[1];
    if (pts && record.forces.points === null) record.forces.points = Number(pts);
    record.forces.paragraphs.push(r(t, 'forces'));
  }

  blocks.forEach((block, k) => readBlock(draft, block, k === 0));

  routeKnownText(record, ids);
  splitRuleOutOfSkill(drafts, record, (t, id) => r(t, id), ids);
  attachSkills(record, drafts, (d, id) => toSkill(d, id, r), ids);
  attachProfiles(record, profileDrafts, (d) => toProfile(d, r), ids);
  for (const t of smallTables) {
    const owner = record.specialRules.find((s) => sameName(s.title, t.rule));
    if (!owner) {
      reviewed.unused?.(`corrección table: no existe la regla «${t.rule}»`);
      continue;
    }
    // The printed title (`TABLA DE CUADRANTE ASIGNADO`): the rule's text names the table just before it.
    if (t.caption) record.printedLabels.push(r(t.caption, 'labels'));
    const header = t.header.map((h): RichText => ({ segments: [{ text: h }], src: [] }));
    (owner.tables ??= []).push([header, ...t.rows.map((row) => row.map((c) => r(c, owner.id)))]);
  }
  for (const m of reviewed.moves ?? []) moveParagraphs(record, m, ids, reviewed.unused);
  dropEmptyUnlisted(record);

  const rulesText = [...record.intro, ...record.specialRules.flatMap((s) => s.paragraphs)].map(
    (t) => t.segments.map((s) => s.text).join(''),
  );
  const all = [...record.specialRuleNames, ...rulesText].join(' ');
  if (/Sin HVT/i.test(all) || record.specialRuleNames.some((n) => /^Objetivo Designado$/i.test(n)))
    record.hvt = false;
  if (
    /no se aplica la regla de ¡¡¡Retirada!!!|Sin Cuartel/i.test(
      all + record.end.paragraphs.map((t) => t.segments.map((s) => s.text).join('')).join(' '),
    )
  )
    record.end.retreat = false;
  if (record.end.rounds === null) record.end.rounds = 3;
  if (type === 'league-round') {
    const word = section.entry.title.match(/(\w+) JORNADA/)?.[1]?.toLowerCase() ?? '';
    record.name = `Jornada ${ROUND_WORDS[word] ?? '?'}: ${titleCase(word)} jornada`;
  }
  return record;
}

/**
 * The record being filled and where the reader stands on the card. Every handler receives it as
 * an argument and nothing else holds it, so what a handler changes is visible in its signature.
 */
export interface MissionDraft {
  record: MissionRecord;
  /** Part of the card the text under the last heading belongs to. */
  mode: Mode;
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
function richOf(d: MissionDraft, t: SourceText, part: string): RichText {
  return rich(t, d.link, (d.seen[part] ??= new Set()));
}

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
    when: (_label, block, d) => isMapLabel(block, d.afterEnd),
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
    // Sub-labels of a skill (ETIQUETAS, EFECTOS) and cells of scenery tables: text of the rule.
    when: (label, block, d) => isLabelOnly(block, label, d.record.specialRuleNames),
    handle: (d, h) => {
      headingTarget(d.record, d.mode, d.rule).push(richOf(d, h, d.rule?.id ?? d.mode));
      return 'consumed';
    },
  },
  { when: () => true, handle: openRule },
];

/** Any other caps label is a rule's heading: it opens the rule, or continues one already opened. */
function openRule(d: MissionDraft, h: SourceText, label: string): LabelOutcome {
  const { record } = d;
  d.mode = 'rule';
  // `ACTIVAR ANTENA (HABILIDAD CORTA) ETIQUETAS`: the sub-label stays in the rule's text.
  const sub = label.match(/ (ETIQUETAS|REQUISITOS|EFECTOS)$/);
  const tail = sub ? sliceText(h, label.length - sub[1]!.length) : undefined;
  if (sub) Object.assign(h, sliceText(h, 0, label.length - sub[0].length));
  const title = ruleTitle(h.text, record.specialRuleNames);
  const opened = record.specialRules.find((s) => sameName(s.title, title));
  let rule: RecordSection;
  if (opened) {
    // The rule's name printed a second time (on the map, or at the top of the next column):
    // its text continues the rule already opened.
    rule = opened;
    if (rule.heading) record.mapLabels.push(richOf(d, h, 'map'));
    else rule.heading = richOf(d, h, `heading:${rule.id}`);
  } else {
    const id = d.ids(h.text);
    rule = { id, title, heading: richOf(d, h, `heading:${id}`), paragraphs: [] };
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

/** One block of the card: its heading (the card's title when first) through the table, then its paragraphs. */
function readBlock(d: MissionDraft, block: Block, first: boolean): void {
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

/** A paragraph under the current heading, or first where its content says it goes. */
function place(d: MissionDraft, p: SourceText): void {
  const { record } = d;
  // 0. A listed rule printed as a run-in title inside another part (`… de profundidad. Zona de
  // Exclusión. La Zona de Exclusión es…`): its sentences are that rule's, up to a sentence the
  // wording gives to the deployment (`No se permite desplegar…`) or the end of the paragraph.
  const runIn = findRunIn(p.text, record.specialRuleNames);
  if (runIn) {
    const before = sliceText(p, 0, runIn.at);
    const after = sliceText(p, runIn.end);
    if (before) place(d, before);
    let section = record.specialRules.find((s) => sameName(s.title, runIn.name));
    if (!section) {
      section = { id: d.ids(runIn.name), title: runIn.name, paragraphs: [] };
      record.specialRules.push(section);
    }
    // The run-in title is the section's heading (or, when the rule has its own, a printed label).
    const title = sliceText(p, runIn.at, runIn.at + runIn.name.length + 1)!;
    if (section.heading) record.printedLabels.push(richOf(d, title, 'labels'));
    else section.heading = richOf(d, title, `heading:${section.id}`);
    const text = sliceText(p, runIn.at + runIn.name.length + 1, runIn.end);
    if (text) section.paragraphs.push(richOf(d, text, section.id));
    if (after) place(d, after);
    return;
  }
  // 1. Configuration and rule list, wherever the columns put them.
  const conf = p.text.match(/^Configuración tipo: ?([A-Z]\d?)\.?/);
  // `Escenario por el Warcor HurVo Reglas Especiales: …`: a credit printed where the configuration goes.
  if (conf || /^(?:Escenario por [^.:]*? )?Reglas Especiales:/.test(p.text)) {
    if (conf) record.configuration = conf[1]!;
    const list = p.text.match(/Reglas Especiales: ?(.*?)\.?$/)?.[1];
    if (list) record.specialRuleNames = splitRuleList(list);
    // The facts show both; a credit printed before the list (`Escenario por…`) stays as text.
    const at = p.text.indexOf('Reglas Especiales:');
    const credit = conf ? undefined : sliceText(p, 0, at);
    if (credit) record.intro.push(richOf(d, credit, 'intro'));
    record.factsText.push(richOf(d, credit ? sliceText(p, at)! : p, 'intro'));
    return;
  }
  // 2. Bullets: each item goes by what it says.
  if (p.text.includes('•')) {
    for (const item of splitText(p, /\s*•\s*/g)) placeItem(d, item);
    return;
  }
  placeItem(d, p);
}

/** One paragraph or list item, by what it says, else under the current heading. */
function placeItem(d: MissionDraft, item: SourceText): void {
  const { record } = d;
  // A rule's own sub-label glued after a sentence (`… Medianoche… EFECTOS`, the Xenotech's list
  // follows as bullets): printed, not text.
  let p = item;
  const sub = p.text.match(/(?<=[.…!]) (EFECTOS|REQUISITOS)$/);
  if (sub) {
    record.printedLabels.push(richOf(d, sliceText(p, sub.index! + 1)!, 'labels'));
    p = sliceText(p, 0, sub.index)!;
  }
  const classified = readClassified(p.text);
  if (classified && d.mode !== 'secondary') {
    record.classified.count = classified.count;
    record.classified.points = classified.points;
    record.classified.paragraphs.push(richOf(d, p, 'classified'));
    return;
  }
  if (isScoringItem(p.text) && d.mode !== 'rule' && d.mode !== 'classified') {
    const kind = d.mode === 'secondary' ? 'secondary' : 'main';
    record.objectives.push(
      readObjective(
        `objetivo-${record.objectives.length + 1}`,
        kind,
        p,
        richOf(d, p, 'objectives'),
      ),
    );
    return;
  }
  if (isScoringItem(p.text) && OBJECTIVE_START.test(p.text)) {
    record.objectives.push(
      readObjective(
        `objetivo-${record.objectives.length + 1}`,
        'main',
        p,
        richOf(d, p, 'objectives'),
      ),
    );
    return;
  }
  const depth = p.text.match(/Zona de Despliegue[^.]*? de (\d+) ?cm\.? de profundidad/);
  if (depth) {
    record.deployment.depthCm = Number(depth[1]);
    record.deployment.paragraphs.push(richOf(d, p, 'deployment'));
    return;
  }
  if (/^La misión tiene un tiempo limitado/.test(p.text)) {
    const rounds = p.text.match(/al final de la (\w+) Ronda de Juego/)?.[1];
    if (rounds) record.end.rounds = ROUND_WORDS[rounds.toLowerCase()] ?? null;
    record.end.paragraphs.push(richOf(d, p, 'end'));
    return;
  }
  // Prose among the objectives is the text of the rule printed before them (the other column).
  if ((d.mode === 'objectives' || d.mode === 'secondary') && d.rule && isProse(p.text)) {
    d.rule.paragraphs.push(richOf(d, p, d.rule.id));
    return;
  }
  if (d.mode === 'forces') {
    const pts = p.text.match(/BANDO A: (\d+) puntos/i)?.[1];
    if (pts && record.forces.points === null) record.forces.points = Number(pts);
  }
  headingTarget(record, d.mode, d.rule).push(
    richOf(d, p, d.mode === 'rule' ? (d.rule?.id ?? 'rule') : d.mode),
  );
}

/** Reviewed small tables: their cells (whole one-line paragraphs, by source line) leave the text. */
function takeTables(
  paragraphs: SourceText[],
  reviewed: NonNullable<MissionReview['tables']>,
): {
  tables: { rule: string; caption?: SourceText; header: string[]; rows: SourceText[][] }[];
  rest: SourceText[];
} {
  const byLine = (line: number) =>
    paragraphs.find((p) => p.src.length === 1 && p.src[0]!.line === line && p.src[0]!.start === 0);
  const taken = new Set<SourceText>();
  const tables = reviewed.flatMap((t) => {
    const rows = t.rows.map((row) => row.map(byLine));
    const caption = t.caption ? byLine(t.caption) : undefined;
    if (rows.some((row) => row.some((c) => !c)) || (t.caption && !caption)) return [];
    for (const c of [...rows.flat(), caption]) if (c) taken.add(c);
    return [
      {
        rule: t.rule,
        ...(caption ? { caption } : {}),
        header: t.header,
        rows: rows as SourceText[][],
      },
    ];
  });
  return { tables, rest: paragraphs.filter((p) => !taken.has(p)) };
}

/** Splits a text before each match of `re` (global, zero-width), keeping every character. */
function splitBefore(t: SourceText, re: RegExp): SourceText[] {
  const cuts = [...t.text.matchAll(re)].map((m) => m.index).filter((i) => i > 0);
  return [0, ...cuts]
    .map((from, k) => sliceText(t, from, cuts[k] ?? t.text.length))
    .filter((x): x is SourceText => x !== undefined);
}

/** A listed rule's run-in title after a sentence end (`… profundidad. Zona de Exclusión. La Zona…`) and where its text ends. */
function findRunIn(
  text: string,
  names: string[],
): { name: string; at: number; end: number } | undefined {
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const m = new RegExp(`(?:^|(?<=[.!] ))${escaped}\\. (?=[A-ZÁÉÍÓÚ])`).exec(text);
    if (!m) continue;
    const stop = /(?<=[.!] )No (?:se permite|está permitido) desplegar\b/.exec(text.slice(m.index));
    return { name, at: m.index, end: stop ? m.index + stop.index : text.length };
  }
  return undefined;
}

/**
 * A rule section left without text is the rule's name printed on the map (`ANTENA`, a second
 * `ZONA BIOTÉCVORA`), unless the card lists it among its special rules (then its text is elsewhere
 * and a reviewed `move` brings it): the heading becomes a map label.
 */
function dropEmptyUnlisted(record: MissionRecord): void {
  record.specialRules = record.specialRules.filter((s) => {
    const empty =
      s.paragraphs.length === 0 && !s.skills?.length && !s.profiles?.length && !s.tables?.length;
    if (!empty || record.specialRuleNames.some((n) => sameName(n, s.title))) return true;
    if (s.heading) record.mapLabels.push(s.heading);
    return false;
  });
}

/** Reviewed corrections of one mission (see `content/corrections/its.json`). */
export interface MissionReview {
  profiles?: ProfileCorrection[];
  tables?: { rule: string; caption?: number; header: string[]; rows: number[][] }[];
  moves?: { to: string; matches: string[] }[];
  /** Called with each move whose paragraph was not found. */
  unused?: (message: string) => void;
}

/** Rich text of a profile table; an empty cell has no segments. */
function toProfile(d: ProfileDraft, r: (t: SourceText, part: string) => RichText): ProfileTable {
  const cell = (c: ProfileCell): RichText =>
    c.src.length === 0
      ? { segments: c.text ? [{ text: c.text }] : [], src: [] }
      : r(c as SourceText, 'profiles');
  // Labels and names are the table's own headers: never links.
  const label = (c: ProfileCell): RichText => ({
    segments: c.text ? [{ text: c.text }] : [],
    src: c.src,
  });
  return {
    columns: d.columns.map(label),
    rows: d.rows.map((row) => ({ name: label(row.name), values: row.values.map(cell) })),
  };
}

/**
 * Each profile table goes with the rule of its element: the rule a reviewed correction names, else
 * the rule whose title names the element (`CONSOLA` → «Consolas»), else the first rule whose text
 * speaks of it (`ANTENA DE TRANSMISIÓN` → «La Cuadrícula», which places the Antenas).
 */
function attachProfiles(
  record: MissionRecord,
  drafts: ProfileDraft[],
  make: (d: ProfileDraft) => ProfileTable,
  ids: (text: string) => string,
): void {
  const words = (s: string) =>
    slugify(s)
      .split('-')
      .map((w) => w.replace(/e?s$/, ''));
  for (const d of drafts) {
    const head = words(d.rows[0]?.name.text ?? '')[0] ?? '';
    let owner = d.rule ? record.specialRules.find((s) => sameName(s.title, d.rule!)) : undefined;
    owner ??= record.specialRules.find((s) => words(s.title).includes(head));
    owner ??= record.specialRules.find((s) =>
      s.paragraphs.some((p) => words(plain(p)).includes(head)),
    );
    if (!owner) {
      owner = {
        id: ids('Perfiles de escenografía'),
        title: 'Perfiles de escenografía',
        paragraphs: [],
      };
      record.specialRules.push(owner);
    }
    (owner.profiles ??= []).push(make(d));
  }
}

/**
 * Every list of paragraphs a mission card holds, in card order: where text the columns misplaced
 * is looked for. Skills' requirement and effect lists are included on request.
 */
function paragraphBuckets(record: MissionRecord, withSkills: boolean): RichText[][] {
  const skills = withSkills ? record.specialRules.flatMap((s) => s.skills ?? []) : [];
  return [
    record.intro,
    record.objectiveNotes,
    record.classified.paragraphs,
    record.deployment.paragraphs,
    record.end.paragraphs,
    ...record.specialRules.map((s) => s.paragraphs),
    ...skills.flatMap((k) => [k.requirements, k.effects]),
  ];
}

/**
 * A reviewed `move`: paragraphs the column interleaving put under another part of the card go to
 * the rule titled `to` (its section is opened when the card printed its heading nowhere).
 */
function moveParagraphs(
  record: MissionRecord,
  m: { to: string; matches: string[] },
  ids: (text: string) => string,
  unused?: (message: string) => void,
): void {
  const skills = record.specialRules.flatMap((s) => s.skills ?? []);
  const buckets = paragraphBuckets(record, true);
  const parts: Record<string, RichText[]> = {
    deployment: record.deployment.paragraphs,
    classified: record.classified.paragraphs,
    'objective-notes': record.objectiveNotes,
    map: record.mapLabels,
  };
  // `skill:Usar Panoplia`: an effect of that skill.
  const skill = m.to.startsWith('skill:')
    ? skills.find((k) => sameName(k.name, m.to.slice('skill:'.length)))
    : undefined;
  let section = skill ? undefined : record.specialRules.find((s) => sameName(s.title, m.to));
  let dest = skill?.effects ?? parts[m.to] ?? section?.paragraphs;
  if (!dest) {
    section = { id: ids(m.to), title: m.to, paragraphs: [] };
    record.specialRules.push(section);
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

/** Where text under a heading goes in the current mode. */
function headingTarget(
  record: MissionRecord,
  mode: Mode,
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

/** A caps line with nothing under it after the end of the card: a label printed on the map. */
function isMapLabel(block: Block, afterEnd: boolean): boolean {
  return afterEnd && block.paragraphs.length === 0;
}

/** A caps heading that opens no rule: a skill sub-label, or a short table cell with no prose under it. */
function isLabelOnly(block: Block, label: string, names: string[]): boolean {
  if (SUB_LABELS.has(label)) return true;
  const slug = slugify(label);
  if (names.some((n) => slugify(n) === slug)) return false;
  return (
    block.paragraphs.length === 0 || block.paragraphs.every((p) => !/[a-záéíóúñ]{3}/.test(p.text))
  );
}

/** `Balizas, Recoger Baliza, Carta INTELCOM (Bastimento)` → names; commas inside brackets stay. */
export function splitRuleList(list: string): string[] {
  return list
    .split(/,(?![^(]*\))/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The rule's printed name from the mission's rule list when the heading matches it, else title case. */
function ruleTitle(caps: string, names: string[]): string {
  const slug = slugify(caps);
  return names.find((n) => slugify(n) === slug) ?? titleCase(caps);
}

/** Rich text of a skill draft; links once per skill box. */
function toSkill(
  d: SkillDraft,
  id: string,
  r: (t: SourceText, part: string) => RichText,
): MissionSkill {
  return {
    id,
    name: d.name,
    orderType: d.orderType,
    ...(d.heading ? { heading: r(d.heading, `skill-heading:${id}`) } : {}),
    labels: d.labels,
    ...(d.labelsText ? { labelsText: r(d.labelsText, `skill-labels:${id}`) } : {}),
    requirements: d.requirements.map((t) => r(t, id)),
    effects: d.effects.map((t) => r(t, id)),
    keywords: d.keywords.map((t) => r(t, `skill-keywords:${id}`)),
  };
}

/** First source line of rich text (for ordering), Infinity when it has none. */
const firstLine = (t: RichText | undefined) => t?.src[0]?.line ?? Infinity;

/**
 * Each skill goes under the rule it belongs to: its own section when the mission lists it as a
 * special rule (`Recoger Baliza`), else the rule printed last before its heading.
 */
function attachSkills(
  record: MissionRecord,
  drafts: SkillDraft[],
  make: (d: SkillDraft, id: string) => MissionSkill,
  ids: (text: string) => string,
): void {
  for (const d of drafts) {
    const line =
      (d.heading ?? d.keywords[0] ?? d.requirements[0] ?? d.effects[0])?.src[0]?.line ?? Infinity;
    const listed = record.specialRuleNames.find((n) => sameSkillName(n, d.name));
    if (listed) {
      const section: RecordSection = { id: ids(listed), title: listed, paragraphs: [], skills: [] };
      section.skills!.push(make(d, section.id));
      const after = record.specialRules.findLastIndex((s) => firstLine(s.heading) < line);
      record.specialRules.splice(after + 1, 0, section);
      continue;
    }
    // The rule whose name shares the skill's object (`Conectar Consola` → «Consolas»), else the rule printed last before it.
    const stems = (t: string) =>
      slugify(t)
        .split('-')
        .filter((w) => w.length > 3)
        .map((w) => w.replace(/e?s$/, ''));
    const object = stems(d.name).slice(1);
    const owner =
      record.specialRules.find(
        (s) => firstLine(s.heading) < line && stems(s.title).some((w) => object.includes(w)),
      ) ?? record.specialRules.filter((s) => firstLine(s.heading) < line).at(-1);
    const skill = make(d, ids(d.name));
    if (owner) (owner.skills ??= []).push(skill);
    else record.specialRules.push({ id: skill.id, title: d.name, paragraphs: [], skills: [skill] });
  }
}

/** `Situar Multiscanner` is the listed `Situar Multiscanener`; `Activar Antenas` the skill `Activar Antenas`. */
function sameSkillName(listed: string, skill: string): boolean {
  const a = slugify(listed);
  const b = slugify(skill);
  return (
    a === b || (a.length > 6 && b.startsWith(a.slice(0, -3)) && Math.abs(a.length - b.length) <= 2)
  );
}

/**
 * Sentences the missions repeat word for word go where their wording says (see known-text.ts),
 * out of whatever part the column interleaving put them in. A listed rule without a heading of its
 * own (`Tropas Especialistas` in Tres en Raya) gets its section.
 */
function routeKnownText(record: MissionRecord, ids: (text: string) => string): void {
  const buckets = paragraphBuckets(record, false);
  for (const bucket of buckets) {
    for (let i = 0; i < bucket.length; i++) {
      const text = bucket[i]!.segments.map((s) => s.text).join('');
      const target = knownTarget(text);
      if (!target) continue;
      let dest: RichText[] | undefined;
      if (target.kind === 'deployment') dest = record.deployment.paragraphs;
      else if (target.kind === 'end') dest = record.end.paragraphs;
      else {
        const rule = record.specialRules.find((s) =>
          target.names.some((n) => sameName(n, s.title)),
        );
        // A league round lists no rules: its known rule text opens the rule's section.
        const listed =
          record.specialRuleNames.find((n) => target.names.some((t) => sameName(t, n))) ??
          (record.type === 'league-round' ? target.names[0] : undefined);
        if (rule) dest = rule.paragraphs;
        else if (listed) {
          const section: RecordSection = { id: ids(listed), title: listed, paragraphs: [] };
          record.specialRules.push(section);
          dest = section.paragraphs;
        }
      }
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

/**
 * A bullet naming a listed rule (`• Sistema de Prevención de Sobrecarga`) ends the skill's effects:
 * it is that rule's title, and the effects after it are the rule's text.
 */
function splitRuleOutOfSkill(
  drafts: SkillDraft[],
  record: MissionRecord,
  r: (t: SourceText, part: string) => RichText,
  ids: (text: string) => string,
): void {
  for (const d of drafts) {
    const at = d.effects.findIndex((e) => record.specialRuleNames.some((n) => sameName(n, e.text)));
    if (at < 0) continue;
    const [title, ...body] = d.effects.splice(at);
    const name = record.specialRuleNames.find((n) => sameName(n, title!.text))!;
    const id = ids(name);
    record.specialRules.push({
      id,
      title: name,
      heading: r(title!, id),
      paragraphs: body.map((t) => r(t, id)),
    });
  }
}

/** A label with no text under it that repeats a rule's name (`PANOPLIA`, `ANTENA`): printed on the map. */
function repeatsRuleName(label: string, record: MissionRecord): boolean {
  const stem = (s: string) => slugify(s).replace(/e?s$/, '');
  const opened = record.specialRules.map((s) => s.title);
  // The rule's own heading, not yet opened, is no map label (its text may come later).
  const slug = slugify(label);
  if (
    record.specialRuleNames.some((n) => slugify(n) === slug) &&
    !opened.some((n) => slugify(n) === slug || slugify(n).startsWith(`${slug}-`))
  )
    return false;
  return [...record.specialRuleNames, ...opened].some((n) => stem(n) === stem(label));
}

/** A sentence of rule text, not a cell of a tier table (`Eliminar entre 50 y 100…`, `Si han sobrevivido…`). */
function isProse(text: string): boolean {
  return (
    text.length > 80 &&
    /^[A-ZÁÉÍÓÚ¡¿][a-záéíóúñ]/.test(text) &&
    !OBJECTIVE_START.test(text) &&
    !/^Si han sobrevivido/.test(text) &&
    /[a-záéíóúñ]{3}[^.]*\./.test(text)
  );
}
