import type { SourceText } from '../types.ts';
import type { MissionObjective, RichText } from './types.ts';

const POINTS = /\((\d+) Puntos? de Objetivo/i;
/** `Cada jugador tiene 3 Objetivos Clasificados (1 Punto de Objetivo por cada uno)`. */
const CLASSIFIED =
  /(?:Cada|El) jugador (?:tiene|dispone de) (\d+) Objetivos? Clasificados?(?! Principal| Secundario)/i;
/** `(2 Puntos de Objetivo adicional al Objetivo anterior)`: extra points, like `Puntos de Objetivo extra`. */
const EXTRA = /Puntos? de Objetivo (?:extra|adicional al Objetivo anterior)/i;

/** True for a bullet item that awards Objective Points: it belongs in the objectives list. */
export function isScoringItem(text: string): boolean {
  return POINTS.test(text) || EXTRA.test(text);
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
export function readObjective(
  id: string,
  kind: MissionObjective['kind'],
  t: SourceText,
  text: RichText,
): MissionObjective {
  const s = t.text;
  const points = s.match(POINTS);
  const condition = s.match(/\b(sólo si [^)]*|si se (?:ha|domina) [^)]*)/i)?.[1];
  const cap = s.match(/hasta un máximo de (\d+) Puntos/i)?.[1];
  const objective: MissionObjective = {
    id,
    kind,
    text,
    points: points ? Number(points[1]) : null,
    extra: EXTRA.test(s),
    // `Por cada…`, `(1 Punto de Objetivo por cada Consola…)`, `(… por Consola controlada)`, `(… por cada uno)`.
    perEach:
      /^Por cada\b/i.test(s) ||
      /\bpor (?:cada \S+|(?!Ronda)\p{Lu}\p{L}+)/u.test(
        s.match(/\(([^)]*Puntos? de Objetivo[^)]*)\)/i)?.[1] ?? '',
      ),
    timing: /cada Ronda de Juego|por Ronda/i.test(s) ? 'round' : 'end',
  };
  if (condition) objective.condition = condition.trim();
  if (cap) objective.cap = Number(cap);
  return objective;
}
