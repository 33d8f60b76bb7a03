/**
 * The sets of the player queries (content/search/player-queries.json): the tuning sets are what
 * the search is tuned on and what the reader learns from (asked-before.ts); the held-out ones
 * (`heldout…`, `fresh3`) only measure it, are never read when tuning, and never ship.
 */
export const isTuningSet = (set: string): boolean => /^(tune\d*|fresh2?)$/.test(set);

/**
 * The sets a pattern of set names names whole (`tune15|tune16` names tune15, not tune1): the
 * tuning sets left out of the reader to measure it (`ASKED_OUT`, docs/tools.md). No pattern
 * names none.
 */
export const setsNamed = (pattern: string | undefined): ((set: string) => boolean) => {
  const named = pattern ? new RegExp(`^(?:${pattern})$`) : undefined;
  return (set) => named?.test(set) ?? false;
};
