import type { SourceProblem } from '../../shared/problem.ts';
import { sectionTexts, type MissionRecord } from './mission/record.ts';
import { plain } from './rich-text.ts';
import type { MissionObjective } from './types.ts';
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

/** What every objective of a card reads its scoring against. */
interface CardScope {
  card: MissionRecord;
  /** The card's rounds: the most a per-round objective can count. */
  rounds: number;
  /** The card's introduction and special rules as one text, where `Hay 2 Antenas…` is printed. */
  ruleText: string;
  warnings: ScoringWarning[];
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
  const ruleText = [...m.intro, ...m.specialRules.flatMap(sectionTexts)].map(plain).join(' ');
  const scope: CardScope = { card: m, rounds: m.end.rounds ?? 3, ruleText, warnings };
  const { rules, groups } = objectiveRules(scope);
  rules.push(...classifiedRules(m));
  const penalty = penaltyRule(ruleText);
  if (penalty) rules.push(penalty);
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

/** The rules of the printed objectives in order, with the exclusive groups they form. */
function objectiveRules(scope: CardScope): Pick<MissionScoringData, 'rules' | 'groups'> {
  const rules: ScoringRule[] = [];
  const groups: MissionScoringData['groups'] = [];
  /** The objectives an extra one may repeat: every one that is not itself extra. */
  const bases: ScoringRule[] = [];
  for (const o of scope.card.objectives) {
    if (o.points === null) continue;
    const rule = objectiveRule(o, o.points, scope);
    if (o.extra && bases.length > 0) rule.requires = repeatedBase(bases, rule.label).id;
    if (!o.extra) bases.push(rule);
    const prev = rules[rules.length - 1];
    if (prev && !o.extra && pairsWith(prev, rule)) groupPair(prev, rule, groups);
    // `no acumulable con el objetivo anterior`: the previous extra and this one exclude each other.
    if (/no acumulable/i.test(plain(o.text)) && prev) excludePrevious(prev, rule, groups);
    rules.push(rule);
  }
  return { rules, groups };
}

/** One printed objective as a rule: a flag, or a count up to what it can count. */
function objectiveRule(o: MissionObjective, points: number, scope: CardScope): ScoringRule {
  const label = objectiveLabel(plain(o.text));
  const count = o.perEach || o.timing === 'round';
  const rule: ScoringRule = {
    id: o.id,
    label,
    kind: count ? 'count' : 'flag',
    points,
    max: objectiveMax(o, points, label, scope),
    timing: o.timing,
  };
  if (o.cap !== undefined) rule.cap = o.cap;
  if (o.condition) rule.condition = o.condition;
  return rule;
}

/**
 * How many times an objective scores: once, every round, or per item up to its cap or to the items
 * the rules place (3, with a warning, when neither is printed).
 */
function objectiveMax(
  o: MissionObjective,
  points: number,
  label: string,
  scope: CardScope,
): number {
  if (o.timing === 'round') return scope.rounds;
  if (!o.perEach) return 1;
  const max =
    o.cap !== undefined ? Math.ceil(o.cap / points) : (countItems(label, scope.ruleText) ?? 0);
  if (max !== 0) return max;
  scope.warnings.push({
    message: `«${label}»: no se sabe cuántos puede contar; se usa 3`,
    line: o.text.src[0]?.line ?? scope.card.line,
    rule: o.id,
  });
  return 3;
}

/** The base an extra objective repeats (`Controlar el Tech-Coffin con el DataTracker…`), else the objective before. */
function repeatedBase(bases: ScoringRule[], label: string): ScoringRule {
  let base = bases[bases.length - 1]!;
  let best = 2;
  for (const b of bases) {
    const n = sharedPrefix(b.label, label);
    if (n >= best) [base, best] = [b, n];
  }
  return base;
}

/** Whether `the same as` and its neighbouring `more than` (either order) count the same thing. */
function pairsWith(prev: ScoringRule, rule: ScoringRule): boolean {
  return (
    !prev.requires &&
    !prev.group &&
    subject(prev.label) === subject(rule.label) &&
    ((SAME.test(prev.label) && MORE.test(rule.label)) ||
      (MORE.test(prev.label) && SAME.test(rule.label)))
  );
}

/** Puts a `the same as`/`more than` pair in a new group, scored as much as the first can count. */
function groupPair(prev: ScoringRule, rule: ScoringRule, groups: MissionScoringData['groups']) {
  const id = `grupo-${groups.length + 1}`;
  groups.push({ id, max: prev.kind === 'count' ? prev.max : 1 });
  prev.group = id;
  rule.group = id;
}

/** Puts a `no acumulable` objective in the previous one's group (a new one if it has none). */
function excludePrevious(
  prev: ScoringRule,
  rule: ScoringRule,
  groups: MissionScoringData['groups'],
) {
  const id = prev.group ?? `grupo-${groups.length + 1}`;
  if (!prev.group) groups.push({ id, max: 1 });
  prev.group = id;
  rule.group = id;
  if (prev.requires) rule.requires = prev.requires;
}

/** The Classified Objectives a card scores, and the Bastimento symbol's extra point on them. */
function classifiedRules(m: MissionRecord): ScoringRule[] {
  if (!m.classified.count) return [];
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
  // Carta INTELCOM (Bastimento): each Classified with its symbol gives 1 extra OP, only below 10 OP.
  if (!m.specialRuleNames.some((n) => /INTELCOM \(Bastimento\)/i.test(n))) return [rule];
  return [
    rule,
    {
      id: 'bastimento',
      label: 'Objetivos Clasificados cumplidos con el símbolo de Bastimento',
      kind: 'count',
      points: 1,
      max: m.classified.count,
      timing: 'end',
      requires: 'clasificados',
      belowMax: true,
    },
  ];
}

/** The points a card takes away when its Multiscanner is not placed, if its rules say so. */
function penaltyRule(ruleText: string): ScoringRule | undefined {
  const penalty = ruleText.match(/En caso de no cumplirse este objetivo se restará (\d+) Punto/);
  if (!penalty) return undefined;
  return {
    id: 'sin-multiscanner',
    label: 'No ha Situado el Multiscanner',
    kind: 'flag',
    points: -Number(penalty[1]),
    max: 1,
    timing: 'end',
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
