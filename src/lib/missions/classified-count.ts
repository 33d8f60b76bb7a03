import type { MissionScoringData } from './types.ts';

/** How many Classified Objectives a mission scores, and whether that number is deduced. */
export interface ClassifiedCount {
  count: number;
  /**
   * Not read from the card: its «Clasificado» block was lost in the extraction and a reviewed
   * correction deduces the number from the 10 OP limit (the rule carries that note).
   */
  deduced: boolean;
}

/** The classified count of a mission's scoring (`clasificados` rule; 0 when it has none). */
export function classifiedCount(data: MissionScoringData): ClassifiedCount {
  const rule = data.rules.find((r) => r.id === 'clasificados');
  return { count: rule?.max ?? 0, deduced: rule?.note !== undefined };
}
