import type { SourceProblem } from '../../shared/problem.ts';
import type { MissionRecord } from './mission/record.ts';
import { plain } from './rich-text.ts';
import type { MissionScoringData, ScoringRule } from '../../../src/lib/missions/types.ts';
import { TIERS } from '../../../src/lib/tournament/kinds.ts';

/** `Tener tantas/la misma cantidad…` versus `Tener más…`: the two can never both hold. */
const SAME = /\b(mism[oa]|tant[oa]s)\b/i;
const MORE = /\bmás\b.*\bque\b/i;
/** `Hay un total de cuatro Unidades…`, `Hay 2 Antenas…`: how many items a per-item objective can count. */
const HOW_MANY =
  /(?:Hay (?:un total de )?|disponen de )(\d+|una?|dos|tres|cuatro|cinco|seis) ([A-ZÁÉÍÓÚ][\p{L}-]+)/gu;
const NUMBERS: Record<string, number> = {
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
};

/** A {@link SourceProblem} of a card's scoring, always at a line; the card's name is its page. */
export interface ScoringWarning extends Omit<SourceProblem, 'line' | 'page'> {
  line: number;
  /** The rule the warning is about: a reviewed `scoring` patch that sets it silences the warning. */
  rule?: string;
}

/** The printed objective without its points: `Controlar el Tech-Coffin (3 Puntos de Objetivo).` → `Controlar el Tech-Coffin`. */
export function objectiveLabel(text: string): string {
  const cut = text.search(/\s*\((?:\d+|una?) Puntos? de Objetivo/i);
  return (cut >= 0 ? text.slice(0, cut) : text).replace(/[\s.,;]+$/, '');
}

/** What a `tantas…`/`más…` objective counts: its capitalised words after the verb (`Tenientes`, `Antenas Designadas`). */
function subject(label: string): string {
  return label
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^\p{Lu}\p{L}{2,}/u.test(w))
    .join(' ');
}

/** Words two labels share from their start: an extra objective repeats the one it adds to. */
function sharedPrefix(a: string, b: string): number {
  const x = a.toLowerCase().split(/\s+/);
  const y = b.toLowerCase().split(/\s+/);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/**
 * Reads the machine-readable scoring of a card from its printed objectives: flat points become
 * flags, `Por cada…` and `al final de cada Ronda` become counts, `extra` points require the
 * objective they repeat (or the one before them), and `tantas…`/`más… que` pairs on the same
 * thing share an exclusive group.
 */
export function deriveScoring(
  m: MissionRecord,
  warnings: ScoringWarning[] = [],
): MissionScoringData {
  const rules: ScoringRule[] = [];
  const groups: MissionScoringData['groups'] = [];
  const rounds = m.end.rounds ?? 3;
  const ruleText = [...m.intro, ...m.specialRules.flatMap((s) => s.paragraphs)]
    .map(plain)
    .join(' ');
  const bases: ScoringRule[] = [];
  for (const o of m.objectives) {
    const label = objectiveLabel(plain(o.text));
    if (o.points === null) continue;
    const count = o.perEach || o.timing === 'round';
    let max = 1;
    if (o.timing === 'round') max = rounds;
    else if (o.perEach) {
      max = o.cap !== undefined ? Math.ceil(o.cap / o.points) : (countItems(label, ruleText) ?? 0);
      if (max === 0) {
        warnings.push({
          message: `«${label}»: no se sabe cuántos puede contar; se usa 3`,
          line: o.text.src[0]?.line ?? m.line,
          rule: o.id,
        });
        max = 3;
      }
    }
    const rule: ScoringRule = {
      id: o.id,
      label,
      kind: count ? 'count' : 'flag',
      points: o.points,
      max,
      timing: o.timing,
    };
    if (o.cap !== undefined) rule.cap = o.cap;
    if (o.condition) rule.condition = o.condition;
    if (o.extra && bases.length > 0) {
      // The base it repeats (`Controlar el Tech-Coffin con el DataTracker…`), else the objective before.
      let base = bases[bases.length - 1]!;
      let best = 2;
      for (const b of bases) {
        const n = sharedPrefix(b.label, label);
        if (n >= best) [base, best] = [b, n];
      }
      rule.requires = base.id;
    }
    if (!o.extra) bases.push(rule);
    // Pair `the same as` with the neighbouring `more than` on the same thing.
    const prev = rules[rules.length - 1];
    if (
      prev &&
      !o.extra &&
      !prev.requires &&
      !prev.group &&
      subject(prev.label) === subject(label) &&
      ((SAME.test(prev.label) && MORE.test(label)) || (MORE.test(prev.label) && SAME.test(label)))
    ) {
      const id = `grupo-${groups.length + 1}`;
      groups.push({ id, max: prev.kind === 'count' ? prev.max : 1 });
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
    const rule: ScoringRule = {
      id: 'clasificados',
      label: 'Objetivos Clasificados cumplidos',
      kind: 'count',
      points: m.classified.points ?? 1,
      max: m.classified.count,
      timing: 'end',
    };
    // `(1 Punto de Objetivo, sólo si el jugador dispone de un total de Puntos de Objetivo inferior a 10)`.
    if (m.classified.paragraphs.some((p) => /inferior a 10/.test(plain(p)))) rule.belowMax = true;
    rules.push(rule);
    // Carta INTELCOM (Bastimento): each Classified with its symbol gives 1 extra OP, only below 10 OP.
    if (m.specialRuleNames.some((n) => /INTELCOM \(Bastimento\)/i.test(n))) {
      rules.push({
        id: 'bastimento',
        label: 'Objetivos Clasificados cumplidos con el símbolo de Bastimento',
        kind: 'count',
        points: 1,
        max: m.classified.count,
        timing: 'end',
        requires: 'clasificados',
        belowMax: true,
      });
    }
  }
  const penalty = ruleText.match(/En caso de no cumplirse este objetivo se restará (\d+) Punto/);
  if (penalty) {
    rules.push({
      id: 'sin-multiscanner',
      label: 'No ha Situado el Multiscanner',
      kind: 'flag',
      points: -Number(penalty[1]),
      max: 1,
      timing: 'end',
    });
  }
  return {
    slug: m.slug,
    name: m.name,
    kind: m.type,
    tiers: [...TIERS],
    hvt: m.hvt,
    rules,
    groups,
    source: 'text',
  };
}

/** How many items of the objective's noun the rules place (`Hay 2 Antenas…`). */
function countItems(label: string, ruleText: string): number | undefined {
  for (const m of ruleText.matchAll(HOW_MANY)) {
    const noun = m[2]!.slice(0, 5).toLowerCase();
    if (label.toLowerCase().includes(noun)) return Number(m[1]) || NUMBERS[m[1]!.toLowerCase()];
  }
  return undefined;
}
