import type { Section, SourceText } from '../types.ts';
import { sliceText, splitText } from '../text.ts';
import { toBlocks, type Block } from '../parse/blocks.ts';
import { slugify, createIdRegistry } from '../../../src/lib/slug.ts';
import { createLinker, rich } from './rich-text.ts';
import { titleCase } from './display.ts';
import { isScoringItem, readClassified, readObjective } from './objectives.ts';
import type { MissionObjective, MissionSkill, RecordSection, RichText, WikiLinker } from './types.ts';
import { extractSkills, type LostHeading, type SkillDraft } from './skills.ts';
import { knownTarget } from './known-text.ts';

/** Labels the mission cards print; glued in front of other headings in the extraction. */
export const MISSION_LABELS = [
  'OBJETIVOS DE LA MISIÓN',
  'OBJETIVOS PRINCIPALES',
  'OBJETIVOS SECUNDARIOS',
  'REGLAS ESPECIALES DEL ESCENARIO',
  'CLASIFICADO',
  'DESPLIEGUE',
  'FIN DE MISIÓN',
  'FUERZAS',
];

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

type Mode = 'intro' | 'objectives' | 'secondary' | 'classified' | 'deployment' | 'end' | 'forces' | 'rule';

const ROUND_WORDS: Record<string, number> = { primera: 1, segunda: 2, tercera: 3, cuarta: 4, quinta: 5, sexta: 6 };

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
): MissionRecord {
  const name = titleCase(section.entry.title);
  const slug = slugify(section.entry.title.replace(/^ITS ESCALATION LEAGUES: /, ''));
  // Skills first: their pieces are scattered over the whole card by the column interleaving.
  const { skills: drafts, rest } = extractSkills(section.paragraphs, lostSkillHeadings);
  const blocks = toBlocks(rest, MISSION_LABELS);
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
  // One link per term per part of the card.
  const seen: Record<string, Set<string>> = {};
  const r = (t: SourceText, part: string) => rich(t, link, (seen[part] ??= new Set()));

  let mode: Mode = 'intro';
  let rule: RecordSection | undefined;
  let afterEnd = false;
  blocks.forEach((block, k) => {
    const label = block.heading?.text;
    if (k === 0 && block.heading) record.heading = r(block.heading, 'intro');
    else if (label !== undefined) {
      const h = block.heading!;
      let consumed = false;
      if (label === 'OBJETIVOS DE LA MISIÓN' || label === 'OBJETIVOS PRINCIPALES') mode = 'objectives';
      else if (label === 'OBJETIVOS SECUNDARIOS') mode = 'secondary';
      else if (label === 'CLASIFICADO') mode = 'classified';
      else if (label === 'DESPLIEGUE') mode = 'deployment';
      else if (label === 'FUERZAS') mode = 'forces';
      else if (label === 'FIN DE MISIÓN') {
        mode = 'end';
        afterEnd = true;
      } else if (label === 'REGLAS ESPECIALES DEL ESCENARIO') mode = 'rule';
      else if (/TIER|PUNTOS? DE OBJETIVO/.test(label)) mode = 'objectives';
      else if (isMapLabel(block, afterEnd)) {
        record.mapLabels.push(r(h, 'map'));
        return;
      } else if (label === 'MISIONES' && block.paragraphs.length === 0) {
        // The running column label of the mission pages.
        record.printedLabels.push(r(h, 'labels'));
        return;
      } else if (block.paragraphs.length === 0 && repeatsRuleName(label, record)) {
        // A map label repeating a rule's name (`PANOPLIA` under «Panoplias»).
        record.mapLabels.push(r(h, 'map'));
        return;
      } else if (SUB_LABELS.has(label)) {
        // A rule's own sub-label (`EFECTOS` before the Xenotech's list): its sentences say it.
        record.printedLabels.push(r(h, 'labels'));
        consumed = true;
      } else if (isLabelOnly(block, label, record.specialRuleNames)) {
        // Sub-labels of a skill (ETIQUETAS, EFECTOS) and cells of scenery tables: text of the rule.
        headingTarget(record, mode, rule).push(r(h, rule?.id ?? mode));
        consumed = true;
      } else {
        mode = 'rule';
        // `ACTIVAR ANTENA (HABILIDAD CORTA) ETIQUETAS`: the sub-label stays in the rule's text.
        const sub = label.match(/ (ETIQUETAS|REQUISITOS|EFECTOS)$/);
        const tail = sub ? sliceText(h, label.length - sub[1]!.length) : undefined;
        if (sub) Object.assign(h, sliceText(h, 0, label.length - sub[0].length));
        const id = ids(h.text);
        rule = { id, title: ruleTitle(h.text, record.specialRuleNames), heading: r(h, `heading:${id}`), paragraphs: [] };
        if (tail) rule.paragraphs.push(r(tail, id));
        record.specialRules.push(rule);
        consumed = true;
      }
      if (!consumed) {
        // The card's part labels: the page prints its own headings.
        if (MISSION_LABELS.includes(label) || label === 'MISIONES') record.printedLabels.push(r(h, 'labels'));
        else (mode === 'objectives' || mode === 'secondary' ? record.objectiveNotes : headingTarget(record, mode, rule)).push(r(h, mode));
      }
    }
    for (const p of block.paragraphs) place(p);
  });

  function place(p: SourceText): void {
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
      if (credit) record.intro.push(r(credit, 'intro'));
      record.factsText.push(r(credit ? sliceText(p, at)! : p, 'intro'));
      return;
    }
    // 2. Bullets: each item goes by what it says.
    if (p.text.includes('•')) {
      for (const item of splitText(p, /\s*•\s*/g)) placeItem(item);
      return;
    }
    placeItem(p);
  }

  function placeItem(p: SourceText): void {
    const classified = readClassified(p.text);
    if (classified && mode !== 'secondary') {
      record.classified.count = classified.count;
      record.classified.points = classified.points;
      record.classified.paragraphs.push(r(p, 'classified'));
      return;
    }
    if (isScoringItem(p.text) && mode !== 'rule' && mode !== 'classified') {
      const kind = mode === 'secondary' ? 'secondary' : 'main';
      record.objectives.push(readObjective(`objetivo-${record.objectives.length + 1}`, kind, p, r(p, 'objectives')));
      return;
    }
    if (isScoringItem(p.text) && OBJECTIVE_START.test(p.text)) {
      record.objectives.push(readObjective(`objetivo-${record.objectives.length + 1}`, 'main', p, r(p, 'objectives')));
      return;
    }
    const depth = p.text.match(/Zona de Despliegue[^.]*? de (\d+) ?cm\.? de profundidad/);
    if (depth) {
      record.deployment.depthCm = Number(depth[1]);
      record.deployment.paragraphs.push(r(p, 'deployment'));
      return;
    }
    if (/^La misión tiene un tiempo limitado/.test(p.text)) {
      const rounds = p.text.match(/al final de la (\w+) Ronda de Juego/)?.[1];
      if (rounds) record.end.rounds = ROUND_WORDS[rounds.toLowerCase()] ?? null;
      record.end.paragraphs.push(r(p, 'end'));
      return;
    }
    // Prose among the objectives is the text of the rule printed before them (the other column).
    if ((mode === 'objectives' || mode === 'secondary') && rule && isProse(p.text)) {
      rule.paragraphs.push(r(p, rule.id));
      return;
    }
    if (mode === 'forces') {
      const pts = p.text.match(/BANDO A: (\d+) puntos/i)?.[1];
      if (pts && record.forces.points === null) record.forces.points = Number(pts);
    }
    headingTarget(record, mode, rule).push(r(p, mode === 'rule' ? (rule?.id ?? 'rule') : mode));
  }

  routeKnownText(record, ids);
  splitRuleOutOfSkill(drafts, record, (t, id) => r(t, id), ids);
  attachSkills(record, drafts, (d, id) => toSkill(d, id, r), ids);

  const rulesText = [...record.intro, ...record.specialRules.flatMap((s) => s.paragraphs)].map((t) =>
    t.segments.map((s) => s.text).join(''),
  );
  const all = [...record.specialRuleNames, ...rulesText].join(' ');
  if (/Sin HVT/i.test(all) || record.specialRuleNames.some((n) => /^Objetivo Designado$/i.test(n))) record.hvt = false;
  if (/no se aplica la regla de ¡¡¡Retirada!!!|Sin Cuartel/i.test(all + record.end.paragraphs.map((t) => t.segments.map((s) => s.text).join('')).join(' ')))
    record.end.retreat = false;
  if (record.end.rounds === null) record.end.rounds = 3;
  if (type === 'league-round') {
    const word = section.entry.title.match(/(\w+) JORNADA/)?.[1]?.toLowerCase() ?? '';
    record.name = `Jornada ${ROUND_WORDS[word] ?? '?'}: ${titleCase(word)} jornada`;
  }
  return record;
}

/** Where text under a heading goes in the current mode. */
function headingTarget(record: MissionRecord, mode: Mode, rule: RecordSection | undefined): RichText[] {
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

/** Skill sub-labels printed inside a rule. */
const SUB_LABELS = new Set(['ETIQUETAS', 'REQUISITOS', 'EFECTOS']);

/** A caps heading that opens no rule: a skill sub-label, or a short table cell with no prose under it. */
function isLabelOnly(block: Block, label: string, names: string[]): boolean {
  if (SUB_LABELS.has(label)) return true;
  const slug = slugify(label);
  if (names.some((n) => slugify(n) === slug)) return false;
  return block.paragraphs.length === 0 || block.paragraphs.every((p) => !/[a-záéíóúñ]{3}/.test(p.text));
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
function toSkill(d: SkillDraft, id: string, r: (t: SourceText, part: string) => RichText): MissionSkill {
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
    const line = (d.heading ?? d.keywords[0] ?? d.requirements[0] ?? d.effects[0])?.src[0]?.line ?? Infinity;
    const listed = record.specialRuleNames.find((n) => sameName(n, d.name));
    if (listed) {
      const section: RecordSection = { id: ids(listed), title: listed, paragraphs: [], skills: [] };
      section.skills!.push(make(d, section.id));
      const after = record.specialRules.findLastIndex((s) => firstLine(s.heading) < line);
      record.specialRules.splice(after + 1, 0, section);
      continue;
    }
    const owner = record.specialRules.filter((s) => firstLine(s.heading) < line).at(-1);
    const skill = make(d, ids(d.name));
    if (owner) (owner.skills ??= []).push(skill);
    else record.specialRules.push({ id: skill.id, title: d.name, paragraphs: [], skills: [skill] });
  }
}

/** `Situar Multiscanner` is the listed `Situar Multiscanener`; `Activar Antenas` the skill `Activar Antenas`. */
function sameName(listed: string, skill: string): boolean {
  const a = slugify(listed);
  const b = slugify(skill);
  return a === b || (a.length > 6 && b.startsWith(a.slice(0, -3)) && Math.abs(a.length - b.length) <= 2);
}

/**
 * Sentences the missions repeat word for word go where their wording says (see known-text.ts),
 * out of whatever part the column interleaving put them in. A listed rule without a heading of its
 * own (`Tropas Especialistas` in Tres en Raya) gets its section.
 */
function routeKnownText(record: MissionRecord, ids: (text: string) => string): void {
  const buckets: RichText[][] = [
    record.intro,
    record.objectiveNotes,
    record.classified.paragraphs,
    record.deployment.paragraphs,
    record.end.paragraphs,
    ...record.specialRules.map((s) => s.paragraphs),
  ];
  for (const bucket of buckets) {
    for (let i = 0; i < bucket.length; i++) {
      const text = bucket[i]!.segments.map((s) => s.text).join('');
      const target = knownTarget(text);
      if (!target) continue;
      let dest: RichText[] | undefined;
      if (target.kind === 'deployment') dest = record.deployment.paragraphs;
      else if (target.kind === 'end') dest = record.end.paragraphs;
      else {
        const rule = record.specialRules.find((s) => target.names.some((n) => slugify(n) === slugify(s.title)));
        const listed = record.specialRuleNames.find((n) => target.names.some((t) => slugify(t) === slugify(n)));
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
  for (const bucket of [record.deployment.paragraphs, record.end.paragraphs, ...record.specialRules.map((s) => s.paragraphs)])
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
    const at = d.effects.findIndex((e) => record.specialRuleNames.some((n) => slugify(n) === slugify(e.text)));
    if (at < 0) continue;
    const [title, ...body] = d.effects.splice(at);
    const name = record.specialRuleNames.find((n) => slugify(n) === slugify(title!.text))!;
    const id = ids(name);
    record.specialRules.push({ id, title: name, heading: r(title!, id), paragraphs: body.map((t) => r(t, id)) });
  }
}

/** A label with no text under it that repeats a rule's name (`PANOPLIA`, `ANTENA`): printed on the map. */
function repeatsRuleName(label: string, record: MissionRecord): boolean {
  const stem = (s: string) => slugify(s).replace(/e?s$/, '');
  const opened = record.specialRules.map((s) => s.title);
  // The rule's own heading, not yet opened, is no map label (its text may come later).
  if (record.specialRuleNames.some((n) => slugify(n) === slugify(label)) && !opened.some((n) => slugify(n) === slugify(label))) return false;
  return [...record.specialRuleNames, ...opened].some((n) => stem(n) === stem(label));
}

/** A sentence of rule text, not a cell of a tier table (`Eliminar entre 50 y 100…`, `Si han sobrevivido…`). */
function isProse(text: string): boolean {
  return text.length > 80 && /^[A-ZÁÉÍÓÚ¡¿][a-záéíóúñ]/.test(text) && !OBJECTIVE_START.test(text) && !/^Si han sobrevivido/.test(text) && /[a-záéíóúñ]{3}[^.]*\./.test(text);
}
