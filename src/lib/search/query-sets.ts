/**
 * The sets of the player queries (content/search/player-queries.json): the tuning sets are what
 * the search is tuned on and what the reader learns from (asked-before.ts); the held-out ones
 * (`heldout…`, `fresh3`) only measure it, are never read when tuning, and never ship.
 */
export const isTuningSet = (set: string): boolean => /^(tune\d*|fresh2?)$/.test(set);
