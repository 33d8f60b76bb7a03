/**
 * Where a paragraph of the card goes: first where its content says (the facts, a listed rule's
 * run-in title, the classified line, an objective by its points, the deployment by its depth, the
 * end by its rounds), else under the heading it follows, since the two-column extraction
 * interleaves the card's parts.
 */
import type { SourceText } from '../../types.ts';
import { sliceText, splitText } from '../../text.ts';
import { sameName } from '../../vocabulary.ts';
import { isScoringItem, readClassified, readObjective } from '../objectives.ts';
import { headingTarget, openSection, richOf, type MissionDraft } from './draft.ts';
import { roundNumber } from './rounds.ts';

/**
 * How a printed objective starts: the two-column extraction often puts objectives after a rule's
 * heading, so a bullet that awards points and starts like an objective is one wherever it falls.
 */
const OBJECTIVE_START =
  /^(Por cada|Haber|Tener|Dominar|Controlar|Eliminar|Matar|Si te han|Evitar|Lograr|Conectar|Cazar|Cumplir|Disponer|Situar|Destruir|Dañar|Proteger|Que el enemigo|Ser el único|Ambos jugadores)\b/;

/** A paragraph under the current heading, or first where its content says it goes. */
export function place(d: MissionDraft, p: SourceText): void {
  if (placeRunIn(d, p) || placeFacts(d, p)) return;
  // Bullets: each item goes by what it says.
  if (p.text.includes('•')) {
    for (const item of splitText(p, /\s*•\s*/g)) placeItem(d, item);
    return;
  }
  placeItem(d, p);
}

/**
 * A listed rule printed as a run-in title inside another part (`… de profundidad. Zona de
 * Exclusión. La Zona de Exclusión es…`): its sentences are that rule's, up to a sentence the
 * wording gives to the deployment (`No se permite desplegar…`) or the end of the paragraph.
 */
function placeRunIn(d: MissionDraft, p: SourceText): boolean {
  const { record } = d;
  const runIn = findRunIn(p.text, record.specialRuleNames);
  if (!runIn) return false;
  const before = sliceText(p, 0, runIn.at);
  const after = sliceText(p, runIn.end);
  if (before) place(d, before);
  const section =
    record.specialRules.find((s) => sameName(s.title, runIn.name)) ?? openSection(d, runIn.name);
  // The run-in title is the section's heading (or, when the rule has its own, a printed label).
  const title = sliceText(p, runIn.at, runIn.at + runIn.name.length + 1)!;
  if (section.heading) record.printedLabels.push(richOf(d, title, 'labels'));
  else section.heading = richOf(d, title, `heading:${section.id}`);
  const text = sliceText(p, runIn.at + runIn.name.length + 1, runIn.end);
  if (text) section.paragraphs.push(richOf(d, text, section.id));
  if (after) place(d, after);
  return true;
}

/**
 * Configuration and rule list, wherever the columns put them. `Escenario por el Warcor HurVo
 * Reglas Especiales: …`: a credit printed where the configuration goes stays as text.
 */
function placeFacts(d: MissionDraft, p: SourceText): boolean {
  const { record } = d;
  const conf = p.text.match(/^Configuración tipo: ?([A-Z]\d?)\.?/);
  if (!conf && !/^(?:Escenario por [^.:]*? )?Reglas Especiales:/.test(p.text)) return false;
  if (conf) record.configuration = conf[1]!;
  const list = p.text.match(/Reglas Especiales: ?(.*?)\.?$/)?.[1];
  if (list) record.specialRuleNames = splitRuleList(list);
  // The facts show both; a credit printed before the list (`Escenario por…`) stays as text.
  const at = p.text.indexOf('Reglas Especiales:');
  const credit = conf ? undefined : sliceText(p, 0, at);
  if (credit) record.intro.push(richOf(d, credit, 'intro'));
  record.factsText.push(richOf(d, credit ? sliceText(p, at)! : p, 'intro'));
  return true;
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
  const scoring = isScoringItem(p.text);
  if (scoring && ((d.mode !== 'rule' && d.mode !== 'classified') || OBJECTIVE_START.test(p.text))) {
    const kind = d.mode === 'secondary' ? 'secondary' : 'main';
    const id = `objetivo-${record.objectives.length + 1}`;
    record.objectives.push(readObjective(id, kind, p, richOf(d, p, 'objectives')));
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
    if (rounds) record.end.rounds = roundNumber(rounds) ?? null;
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

/** `Balizas, Recoger Baliza, Carta INTELCOM (Bastimento)` → names; commas inside brackets stay. */
export function splitRuleList(list: string): string[] {
  return list
    .split(/,(?![^(]*\))/)
    .map((s) => s.trim())
    .filter(Boolean);
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
