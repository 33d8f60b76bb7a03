import type { SourceText } from '../types.ts';
import type { MissionObjective, RichText } from './types.ts';

const POINTS = /\((\d+) Puntos? de Objetivo/i;
/** `Cada jugador tiene 3 Objetivos Clasificados (1 Punto de Objetivo por cada uno)`. */
const CLASSIFIED = /Cada jugador (?:tiene|dispone de) (\d+) Objetivos? Clasificados?(?! Principal)/i;

/** True for a bullet item that awards Objective Points: it belongs in the objectives list. */
export function isScoringItem(text: string): boolean {
  return POINTS.test(text) || /Puntos? de Objetivo extra/i.test(text);
}

/** Reads the classified count and points from `Cada jugador tiene N Objetivos Clasificados (…)`. */
export function readClassified(text: string): { count: number; points: number | null } | undefined {
  if (/Sin Objetivos Clasificados/i.test(text)) return { count: 0, points: null };
  const m = text.match(CLASSIFIED);
  if (!m) return undefined;
  const p = text.match(POINTS);
  return { count: Number(m[1]), points: p ? Number(p[1]) : null };
}

/** Reads the numbers of one printed objective; the text itself stays as printed. */
export function readObjective(id: string, kind: MissionObjective['kind'], t: SourceText, text: RichText): MissionObjective {
  const s = t.text;
  const points = s.match(POINTS);
  const condition = s.match(/\b(sólo si [^)]*|si se (?:ha|domina) [^)]*)/i)?.[1];
  const cap = s.match(/hasta un máximo de (\d+) Puntos/i)?.[1];
  const objective: MissionObjective = {
    id,
    kind,
    text,
    points: points ? Number(points[1]) : null,
    extra: /Puntos? de Objetivo extra/i.test(s),
    perEach: /^Por cada\b/i.test(s) || /por cada (?!uno)/i.test(s.match(/\(([^)]*)\)/)?.[1] ?? ''),
    timing: /cada Ronda de Juego|por Ronda/i.test(s) ? 'round' : 'end',
  };
  if (condition) objective.condition = condition.trim();
  if (cap) objective.cap = Number(cap);
  return objective;
}
