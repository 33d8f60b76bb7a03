import type { Section, SourceText } from '../types.ts';
import { sliceText, splitText } from '../text.ts';
import { toBlocks, type Block } from '../parse/blocks.ts';
import { slugify, createIdRegistry } from '../../../src/lib/slug.ts';
import { createLinker, rich } from './rich-text.ts';
import { titleCase } from './display.ts';
import { isScoringItem, readClassified, readObjective } from './objectives.ts';
import type { MissionObjective, RecordSection, RichText, WikiLinker } from './types.ts';

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
  /** Text under the mission heading (configuration and rule list). */
  intro: RichText[];
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
): MissionRecord {
  const name = titleCase(section.entry.title);
  const slug = slugify(section.entry.title.replace(/^ITS ESCALATION LEAGUES: /, ''));
  const blocks = toBlocks(section.paragraphs, MISSION_LABELS);
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
        rule = { id, title: ruleTitle(h.text, record.specialRuleNames), heading: r(h, id), paragraphs: [] };
        if (tail) rule.paragraphs.push(r(tail, id));
        record.specialRules.push(rule);
        consumed = true;
      }
      if (!consumed) {
        const target = mode === 'objectives' || mode === 'secondary' ? record.objectiveNotes : headingTarget(record, mode, rule);
        target.push(r(h, mode));
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
      record.intro.push(r(p, 'intro'));
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
    if (mode === 'forces') {
      const pts = p.text.match(/BANDO A: (\d+) puntos/i)?.[1];
      if (pts && record.forces.points === null) record.forces.points = Number(pts);
    }
    headingTarget(record, mode, rule).push(r(p, mode === 'rule' ? (rule?.id ?? 'rule') : mode));
  }

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

