import type { Band, MissionScoringData, ScoringRule, Tier } from './types.ts';
import { TIERS } from '../tournament/kinds.ts';

/** No player ever scores more than this many Objective Points in one game. */
export const MAX_OP = 10;
/** What the opponent of a player who kills an HVT receives, up to {@link MAX_OP}. */
export const HVT_COMPENSATION = 2;
export const HVT_INPUT = 'hvt';

export interface ScoringInput {
  id: string;
  label: string;
  kind: 'count' | 'flag';
  min: number;
  max: number;
}

/** One player's inputs: count inputs take numbers, flag inputs booleans; missing ones count as 0/false. */
export type PlayerInput = Record<string, number | boolean>;

export interface PlayerScore {
  op: number;
  breakdown: { id: string; label: string; op: number }[];
}

/** The inputs the calculator shows for a mission, HVT flag last when the HVT rule applies. */
export function missionInputs(data: MissionScoringData): ScoringInput[] {
  const inputs: ScoringInput[] = data.rules.map((r) => ({
    id: r.id,
    label: r.condition ? `${r.label} (${r.condition})` : r.label,
    kind: r.kind,
    min: 0,
    max: r.kind === 'flag' ? 1 : maxCount(r),
  }));
  if (data.hvt)
    inputs.push({
      id: HVT_INPUT,
      label: 'Ha dejado en estado Nulo a una Figura HVT',
      kind: 'flag',
      min: 0,
      max: 1,
    });
  return inputs;
}

/** The largest count a rule takes: its max, or the top of its band tables. */
function maxCount(r: ScoringRule): number {
  if (!r.bands) return r.max;
  return Math.max(r.max, ...Object.values(r.bands).flatMap((bs) => bs.map((b) => b.max ?? b.min)));
}

/** Bands of a rule for a tier; throws when the rule has tables but none for this tier. */
function bandsFor(r: ScoringRule, tier: Tier, slug: string): Band[] | undefined {
  if (!r.bands) return undefined;
  const bands = r.bands[tier] ?? r.bands.all;
  if (!bands)
    throw new Error(`La misión «${slug}» no tiene valores para el tier «${tier}» en «${r.id}».`);
  return bands;
}

function bandOp(bands: Band[], value: number): number {
  return bands.find((b) => value >= b.min && (b.max === null || value <= b.max))?.op ?? 0;
}

/** Checks one player's inputs against the mission; throws an Error naming the wrong input. */
function readInputs(
  data: MissionScoringData,
  input: PlayerInput,
  who: string,
): Map<string, number> {
  if (input === null || typeof input !== 'object')
    throw new Error(`Entrada del jugador ${who}: se esperaba un objeto.`);
  const inputs = new Map(missionInputs(data).map((i) => [i.id, i]));
  const values = new Map<string, number>();
  for (const [id, raw] of Object.entries(input)) {
    const def = inputs.get(id);
    if (!def)
      throw new Error(`Jugador ${who}: la misión «${data.slug}» no tiene la entrada «${id}».`);
    if (def.kind === 'flag') {
      if (typeof raw !== 'boolean')
        throw new Error(`Jugador ${who}: «${id}» es sí/no (boolean), no ${JSON.stringify(raw)}.`);
      values.set(id, raw ? 1 : 0);
    } else {
      if (typeof raw !== 'number' || !Number.isInteger(raw))
        throw new Error(`Jugador ${who}: «${id}» debe ser un número entero, no ${String(raw)}.`);
      if (raw < def.min) throw new Error(`Jugador ${who}: «${id}» no puede ser negativo (${raw}).`);
      if (raw > def.max)
        throw new Error(`Jugador ${who}: «${id}» vale como máximo ${def.max} (${raw}).`);
      values.set(id, raw);
    }
  }
  for (const g of data.groups) {
    const sum = data.rules
      .filter((r) => r.group === g.id)
      .reduce((s, r) => s + (values.get(r.id) ?? 0), 0);
    if (sum > g.max)
      throw new Error(
        `Jugador ${who}: los objetivos excluyentes de «${g.id}» suman ${sum}, máximo ${g.max}.`,
      );
  }
  return values;
}

/** OP of one player before the HVT rule and the 10 OP cap. */
function rawScore(data: MissionScoringData, tier: Tier, values: Map<string, number>): PlayerScore {
  const breakdown: PlayerScore['breakdown'] = [];
  const ruleOp = (r: ScoringRule) => {
    const v = values.get(r.id) ?? 0;
    const bands = bandsFor(r, tier, data.slug);
    let op = bands ? bandOp(bands, v) : v * r.points;
    if (r.requires && (values.get(r.requires) ?? 0) === 0) op = 0;
    if (r.cap !== undefined) op = Math.min(op, r.cap);
    return op;
  };
  for (const r of data.rules)
    if (!r.belowMax) breakdown.push({ id: r.id, label: r.label, op: ruleOp(r) });
  const base = breakdown.reduce((s, b) => s + b.op, 0);
  // Points that only count below 10 OP fill the gap up to 10 and no further.
  let room = Math.max(0, MAX_OP - base);
  for (const r of data.rules) {
    if (!r.belowMax) continue;
    const op = Math.min(room, Math.max(0, ruleOp(r)));
    room -= op;
    breakdown.push({ id: r.id, label: r.label, op });
  }
  return { op: breakdown.reduce((s, b) => s + b.op, 0), breakdown };
}

/**
 * Scores one game. Pure: no I/O. Each player's total is clamped to 0–10. A player who kills an HVT
 * loses the game and all OP; the opponent gets 2 extra OP, up to 10. If both kill one, both score 0.
 */
export function scoreMissionData(
  data: MissionScoringData,
  input: { tier: Tier; a: PlayerInput; b: PlayerInput },
): { a: PlayerScore; b: PlayerScore } {
  if (!TIERS.includes(input.tier))
    throw new Error(`Tier desconocido: «${String(input.tier)}» (top, mid o low).`);
  if (!data.tiers.includes(input.tier))
    throw new Error(`La misión «${data.slug}» no se juega en tier «${input.tier}».`);
  const va = readInputs(data, input.a, 'A');
  const vb = readInputs(data, input.b, 'B');
  const a = rawScore(data, input.tier, va);
  const b = rawScore(data, input.tier, vb);
  const clamp = (n: number) => Math.min(MAX_OP, Math.max(0, n));
  a.op = clamp(a.op);
  b.op = clamp(b.op);
  const killedA = data.hvt && va.get(HVT_INPUT) === 1;
  const killedB = data.hvt && vb.get(HVT_INPUT) === 1;
  const applyHvt = (self: PlayerScore, killed: boolean, opponentKilled: boolean) => {
    if (killed) {
      self.breakdown.push({
        id: HVT_INPUT,
        label: 'HVT eliminado: pierde la partida y sus OP',
        op: -self.op,
      });
      self.op = 0;
    } else if (opponentKilled) {
      const gain = clamp(self.op + HVT_COMPENSATION) - self.op;
      self.breakdown.push({
        id: HVT_INPUT,
        label: 'El adversario eliminó un HVT: +2 OP',
        op: gain,
      });
      self.op += gain;
    }
  };
  applyHvt(a, killedA, killedB);
  applyHvt(b, killedB, killedA);
  return { a, b };
}

/**
 * The most OP a player can score in the mission at a tier, before the 10 OP cap: each objective at
 * its best, exclusive groups filled best-paid first, penalties avoided.
 */
export function maxRawOp(data: MissionScoringData, tier: Tier): number {
  let total = 0;
  let belowMax = 0;
  const grouped = new Map<string, ScoringRule[]>();
  for (const r of data.rules) {
    if (r.group) grouped.set(r.group, [...(grouped.get(r.group) ?? []), r]);
    else if (r.belowMax) belowMax += bestOp(r, r.max, tier, data.slug);
    else total += bestOp(r, r.max, tier, data.slug);
  }
  for (const g of data.groups) {
    let left = g.max;
    const members = [...(grouped.get(g.id) ?? [])].sort((x, y) => y.points - x.points);
    for (const r of members) {
      const n = Math.min(left, r.max);
      total += bestOp(r, n, tier, data.slug);
      left -= n;
    }
  }
  return total < MAX_OP ? Math.min(MAX_OP, total + belowMax) : total;
}

function bestOp(r: ScoringRule, n: number, tier: Tier, slug: string): number {
  const bands = bandsFor(r, tier, slug);
  const op = bands ? Math.max(0, ...bands.map((b) => b.op)) : Math.max(0, n * r.points);
  return r.cap !== undefined ? Math.min(op, r.cap) : op;
}

/** The mission's maximum: the best tier's raw maximum, capped at 10. */
export function maxOp(data: MissionScoringData): number {
  return Math.min(MAX_OP, Math.max(...data.tiers.map((t) => maxRawOp(data, t))));
}
