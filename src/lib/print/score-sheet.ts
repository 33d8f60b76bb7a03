/**
 * The scoring table of a printed mission card: one row per objective of the mission's scoring
 * data, and for each player a box per game round (objectives scored every round) or one box at
 * the end of the game. A box to tick (achieved or not) or to write a number in (a count).
 */
import type { MissionScoringData, ScoringRule } from '../missions/types.ts';

/** What a cell holds: nothing, a box to tick, or a box to write how many. */
export type ScoreBox = 'none' | 'tick' | 'count';

export interface ScoreSheetRow {
  label: string;
  /** Points as printed on the card: `2 PO`, `1 PO por cada uno`, `−1 PO`, `según la tabla`. */
  points: string;
  /** One cell per round, then one for the end of the game; the same for each player. */
  boxes: ScoreBox[];
}

/** Points of one objective, in the words of the mission page's scoring table. */
export function pointsLabel(rule: ScoringRule): string {
  if (rule.bands) return 'según la tabla';
  const each =
    rule.kind === 'count' ? (rule.timing === 'round' ? ' por Ronda' : ' por cada uno') : '';
  const sign = rule.points < 0 ? '−' : '';
  return `${sign}${Math.abs(rule.points)} PO${each}${rule.cap !== undefined ? ` (hasta ${rule.cap})` : ''}`;
}

function boxesOf(rule: ScoringRule, rounds: number): ScoreBox[] {
  // A table by army points or a count of several is written as a number; a yes/no is ticked.
  const box: ScoreBox = rule.kind === 'count' && (rule.max > 1 || rule.bands) ? 'count' : 'tick';
  const perRound = rule.timing === 'round';
  return [
    ...Array.from({ length: rounds }, () => (perRound ? box : 'none')),
    perRound ? 'none' : box,
  ];
}

/** The rows of the card's scoring table for a game of `rounds` rounds. */
export function scoreSheet(data: MissionScoringData, rounds: number): ScoreSheetRow[] {
  return data.rules.map((rule) => ({
    label: rule.condition ? `${rule.label} (${rule.condition})` : rule.label,
    points: pointsLabel(rule),
    boxes: boxesOf(rule, rounds),
  }));
}

const TIER_NAMES: Record<string, string> = {
  top: 'Top-Tier',
  mid: 'Mid-Tier',
  low: 'Low-Tier',
  all: 'Todos los tiers',
};

/** A line of an objective's table by army points, as the mission page prints it. */
export interface BandLine {
  tier: string;
  range: string;
  op: number;
  assumed: boolean;
}

/** The lines of the table by army points of an objective scored that way (none otherwise). */
export function bandLines(rule: ScoringRule): BandLine[] {
  return Object.entries(rule.bands ?? {}).flatMap(([tier, bands]) =>
    (bands ?? []).map((b) => ({
      tier: TIER_NAMES[tier] ?? tier,
      range: b.max === null ? `más de ${b.min - 1}` : `${b.min}–${b.max}`,
      op: b.op,
      assumed: b.assumed ?? false,
    })),
  );
}
