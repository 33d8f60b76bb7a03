import type { MissionRecord } from './mission.ts';
import { plain } from './rich-text.ts';
import type { MissionScoringData, ScoringRule } from '../../../src/lib/scoring/types.ts';

/** `Tener tantas/la misma cantidad…` versus `Tener más…`: the two can never both hold. */
const SAME = /\b(mism[oa]|tant[oa]s)\b/i;
const MORE = /\bmás\b.*\bque\b/i;
/** `Hay un total de cuatro Unidades…`, `Hay 2 Antenas…`: how many items a per-item objective can count. */
const HOW_MANY = /Hay (?:un total de )?(\d+|una?|dos|tres|cuatro|cinco|seis) ([A-ZÁÉÍÓÚ][\p{L}-]+)/gu;
const NUMBERS: Record<string, number> = { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 };

export interface ScoringWarning {
  message: string;
  line: number;
}

/**
 * Reads the machine-readable scoring of a card from its printed objectives: flat points become
 * flags, `Por cada…` and `al final de cada Ronda` become counts, `extra` points require the
 * objective before them, and `tantas…`/`más… que` pairs share an exclusive group.
 */
export function deriveScoring(m: MissionRecord, warnings: ScoringWarning[] = []): MissionScoringData {
  const rules: ScoringRule[] = [];
  const groups: MissionScoringData['groups'] = [];
  const rounds = m.end.rounds ?? 3;
  const ruleText = m.specialRules.flatMap((s) => s.paragraphs.map(plain)).join(' ');
  let lastBase: ScoringRule | undefined;
  for (const o of m.objectives) {
    const label = plain(o.text).replace(/\s*\([^)]*Puntos? de Objetivo[^)]*\)\.?$/i, '');
    if (o.points === null) continue;
    const count = o.perEach || o.timing === 'round';
    let max = 1;
    if (o.timing === 'round') max = rounds;
    else if (o.perEach) {
      max = o.cap !== undefined ? Math.ceil(o.cap / o.points) : (countItems(label, ruleText) ?? 0);
      if (max === 0) {
        warnings.push({ message: `«${label}»: no se sabe cuántos puede contar; se usa 3`, line: o.text.src[0]?.line ?? m.line });
        max = 3;
      }
    }
    const rule: ScoringRule = { id: o.id, label, kind: count ? 'count' : 'flag', points: o.points, max, timing: o.timing };
    if (o.cap !== undefined) rule.cap = o.cap;
    if (o.condition) rule.condition = o.condition;
    if (o.extra && lastBase) rule.requires = lastBase.id;
    if (!o.extra) lastBase = rule;
    // Pair `the same as` with the neighbouring `more than` on the same thing.
    const prev = rules[rules.length - 1];
    if (prev && !o.extra && !prev.requires && ((SAME.test(prev.label) && MORE.test(label)) || (MORE.test(prev.label) && SAME.test(label)))) {
      const id = prev.group ?? `grupo-${groups.length + 1}`;
      if (!prev.group) groups.push({ id, max: prev.kind === 'count' ? prev.max : 1 });
      prev.group = id;
      rule.group = id;
    }
    // `no acumulable con el objetivo anterior`: the previous extra and this one exclude each other.
    if (/no acumulable/i.test(plain(o.text)) && prev) {
      const id = prev.group ?? `grupo-${groups.length + 1}`;
      if (!prev.group) groups.push({ id, max: 1 });
      prev.group = id;
      rule.group = id;
      if (prev.requires) rule.requires = prev.requires;
    }
    rules.push(rule);
  }
  if (m.classified.count) {
    rules.push({
      id: 'clasificados',
      label: 'Objetivos Clasificados cumplidos',
      kind: 'count',
      points: m.classified.points ?? 1,
      max: m.classified.count,
      timing: 'end',
    });
  }
  const penalty = ruleText.match(/En caso de no cumplirse este objetivo se restará (\d+) Punto/);
  if (penalty) {
    rules.push({ id: 'sin-multiscanner', label: 'No ha Situado el Multiscanner', kind: 'flag', points: -Number(penalty[1]), max: 1, timing: 'end' });
  }
  return { slug: m.slug, name: m.name, kind: m.type, tiers: ['top', 'mid', 'low'], hvt: m.hvt, rules, groups, source: 'text' };
}

/** How many items of the objective's noun the rules place (`Hay 2 Antenas…`). */
function countItems(label: string, ruleText: string): number | undefined {
  for (const m of ruleText.matchAll(HOW_MANY)) {
    const noun = m[2]!.slice(0, 5).toLowerCase();
    if (label.toLowerCase().includes(noun)) return Number(m[1]) || NUMBERS[m[1]!.toLowerCase()];
  }
  return undefined;
}
