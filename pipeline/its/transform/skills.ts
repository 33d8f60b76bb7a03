import type { SourceText } from '../types.ts';
import { joinText, sliceText } from '../text.ts';
import { titleCase } from './display.ts';
import { isScoringItem, readClassified } from './objectives.ts';
import { knownTarget } from './known-text.ts';

/**
 * Mission skills (`USAR PANOPLIA (HABILIDAD CORTA)`) gathered from wherever the two-column
 * extraction put their pieces: the heading, the ETIQUETAS / REQUISITOS / EFECTOS sub-labels, the
 * label text (`Ataque.`) and the bullets of each list. What is not the skill's is handed back, in
 * order, for the rest of the mission transform.
 */
export interface SkillDraft {
  name: string;
  /** `Habilidad Corta`, `Orden Completa`…; null when the card prints none. */
  orderType: string | null;
  /** The printed heading; undefined when the extraction lost it (a reviewed correction names the skill). */
  heading?: SourceText;
  labels: string[];
  labelsText?: SourceText;
  requirements: SourceText[];
  effects: SourceText[];
  /** The printed sub-labels ETIQUETAS, REQUISITOS, EFECTOS: the box prints its own headers. */
  keywords: SourceText[];
}

export interface SkillExtraction {
  skills: SkillDraft[];
  /** The paragraphs with the skills' pieces cut out (each paragraph's leftovers joined again). */
  rest: SourceText[];
}

/** `NAME (HABILIDAD CORTA)`, `(HABILIDAD CORTA DE MOVIMIENTO)`, `(ORDEN COMPLETA)`, `(HABILIDAD AUTOMÁTICA)`. */
const SKILL_HEADING =
  /^((?:[A-ZÁÉÍÓÚÜÑ0-9][A-ZÁÉÍÓÚÜÑ0-9\-:']*\s+)+)\(((?:HABILIDAD|ORDEN)[A-ZÁÉÍÓÚÜÑ ]*)\)/;
/** A skill printed without its order type: a caps name straight before `ETIQUETAS`. */
const BARE_SKILL_HEADING = /^((?:[A-ZÁÉÍÓÚÜÑ][A-ZÁÉÍÓÚÜÑ-]*\s+){1,5})(?=ETIQUETAS\b)/;
/**
 * A sub-label, not the word inside prose (`los EFECTOS del Terreno Difícil`): at the start, after a
 * sentence end or bracket, or after another caps word.
 */
const MARKER = /•|(?<=^|[.…):]\s*|[A-ZÁÉÍÓÚÜÑ]\s)(ETIQUETAS|REQUISITOS|EFECTOS)(?=\s|$)/gu;
/** Label text after ETIQUETAS: a few capitalised words ending in a full stop (`No Saqueable.`). */
const LABELS_TEXT = /^((?:[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)(?:(?:,\s*|\s+)[A-Za-zÁÉÍÓÚÑáéíóúñ]+){0,3})\./;
/** Caps words the mission card prints as labels: they do not open a rule of their own. */
const CARD_LABEL =
  /^(OBJETIVOS DE LA MISIÓN|OBJETIVOS PRINCIPALES|OBJETIVOS SECUNDARIOS|REGLAS ESPECIALES DEL ESCENARIO|CLASIFICADO|DESPLIEGUE|FIN DE MISIÓN|FUERZAS|MISIONES)\b/;

/** A skill whose heading the extraction lost: it opens at the paragraph starting with `opensAt`. */
export interface LostHeading {
  opensAt: string;
  name: string;
  orderType: string | null;
}

type Stage = 'heading' | 'labels' | 'requirements' | 'effects';
interface Open {
  skill: SkillDraft;
  stage: Stage;
  seen: Set<string>;
}

/** Splits a skill heading into name and order type, or undefined when the paragraph opens none. */
export function readSkillHeading(
  text: string,
): { name: string; orderType: string | null; length: number } | undefined {
  const m = text.match(SKILL_HEADING);
  if (m)
    return {
      name: titleCase(m[1]!.trim()),
      orderType: titleCase(m[2]!.trim()),
      length: m[0].length,
    };
  const bare = text.match(BARE_SKILL_HEADING);
  if (bare && !CARD_LABEL.test(bare[1]!))
    return { name: titleCase(bare[1]!.trim()), orderType: null, length: bare[1]!.trimEnd().length };
  return undefined;
}

/** A bullet that is never a skill's: an objective, the classified line, a known rule's sentence. */
function foreignItem(text: string): boolean {
  return (
    isScoringItem(text) || readClassified(text) !== undefined || knownTarget(text) !== undefined
  );
}

/** True when the paragraph opens with a caps heading of a rule (not a card label): its bullets are that rule's. */
function opensOtherRule(text: string): boolean {
  const head = text
    .match(/^([A-ZÁÉÍÓÚÜÑ][A-ZÁÉÍÓÚÜÑ\-() ]{3,}?)\s*(?=•|[A-ZÁÉÍÓÚ][a-z])/)?.[1]
    ?.trim();
  return (
    !!head &&
    /[A-ZÁÉÍÓÚÜÑ]{3}/.test(head) &&
    !CARD_LABEL.test(head) &&
    !/^(ETIQUETAS|REQUISITOS|EFECTOS)$/.test(head)
  );
}

/**
 * Walks the mission's paragraphs in extraction order. A skill heading opens a skill; its
 * sub-labels, the label text after ETIQUETAS and the bullets after REQUISITOS / EFECTOS join it,
 * skipping bullets that are objectives, classified lines or sentences of a known rule. A second
 * copy of a sub-label the skill already has (a rule's own EFECTOS) or a rule heading with its own
 * bullets closes the skill.
 */
export function extractSkills(paragraphs: SourceText[], lost: LostHeading[] = []): SkillExtraction {
  const skills: SkillDraft[] = [];
  const rest: SourceText[] = [];
  let open: Open | undefined;

  for (const p of paragraphs) {
    const kept: SourceText[] = [];
    let from = 0;
    const head = readSkillHeading(p.text);
    // A skill opens at its printed heading, or where a reviewed correction says a lost one stood.
    const opened = head ?? lost.find((h) => p.text.startsWith(h.opensAt));
    if (opened) {
      const skill: SkillDraft = {
        name: opened.name,
        orderType: opened.orderType,
        ...(head ? { heading: sliceText(p, 0, head.length)! } : {}),
        labels: [],
        requirements: [],
        effects: [],
        keywords: [],
      };
      skills.push(skill);
      open = { skill, stage: 'heading', seen: new Set() };
      from = head?.length ?? 0;
    } else if (
      open &&
      open.stage === 'effects' &&
      open.skill.effects.length > 0 &&
      opensOtherRule(p.text) &&
      p.text.includes('•')
    ) {
      open = undefined;
    }
    // Pieces between markers: [start of marker, end of piece), with the marker kind.
    const cuts: { at: number; kind: string }[] = [];
    for (const m of p.text.matchAll(MARKER))
      if (m.index >= from) cuts.push({ at: m.index, kind: m[1] ?? '•' });
    const pieces: { at: number; kind: string | undefined; end: number }[] = [];
    if (cuts.length === 0 || cuts[0]!.at > from)
      pieces.push({ at: from, kind: undefined, end: cuts[0]?.at ?? p.text.length });
    cuts.forEach((c, i) =>
      pieces.push({ at: c.at, kind: c.kind, end: cuts[i + 1]?.at ?? p.text.length }),
    );

    for (const piece of pieces) {
      const whole = sliceText(p, piece.at, piece.end);
      if (!whole) continue;
      if (!open) {
        kept.push(whole);
        continue;
      }
      const o = open;
      if (piece.kind && piece.kind !== '•') {
        // A sub-label: the skill's, unless it already has one (then it is another rule's).
        if (o.seen.has(piece.kind)) {
          open = undefined;
          kept.push(whole);
          continue;
        }
        o.seen.add(piece.kind);
        o.skill.keywords.push(sliceText(p, piece.at, piece.at + piece.kind.length)!);
        o.stage =
          piece.kind === 'ETIQUETAS'
            ? 'labels'
            : piece.kind === 'REQUISITOS'
              ? 'requirements'
              : 'effects';
        const after = sliceText(p, piece.at + piece.kind.length, piece.end);
        if (after) kept.push(...takeText(o, after));
        continue;
      }
      if (piece.kind === '•') {
        const item = sliceText(p, piece.at + 1, piece.end);
        if (!item) continue; // a lone bullet sign: nothing to place
        if (
          (o.stage === 'requirements' ||
            o.stage === 'effects' ||
            (o.stage === 'labels' && o.skill.labels.length > 0)) &&
          !foreignItem(item.text)
        ) {
          (o.stage === 'effects' ? o.skill.effects : o.skill.requirements).push(item);
          if (o.stage === 'labels') o.stage = 'requirements';
        } else kept.push(whole);
        continue;
      }
      kept.push(...takeText(o, whole));
    }
    if (kept.length > 0) rest.push(kept.reduce((a, b) => joinText(a, b)));
  }
  return { skills, rest };
}

/** Text that is not a bullet: the label text when the skill waits for it, else not the skill's. */
function takeText(o: Open, t: SourceText): SourceText[] {
  if (o.stage !== 'labels' || o.skill.labels.length > 0) return [t];
  const m = t.text.match(LABELS_TEXT);
  if (!m) return [t];
  o.skill.labelsText = sliceText(t, 0, m[0].length)!;
  o.skill.labels = m[1]!.split(/,\s*/).map((s) => s.trim());
  const tail = sliceText(t, m[0].length);
  return tail ? [tail] : [];
}
