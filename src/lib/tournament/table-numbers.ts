/** A pairing with the number of the table it is played on. */
export interface TablePair {
  table: number;
  a: string;
  b: string;
}

/**
 * Numbers the tables of a round in pairing order: table 1 for the first pair, which from round 2
 * on is the top of the standings. The rules do not number tables; this is the usual practice and
 * keeps the leaders on a known table.
 */
export function tableNumbers(pairs: readonly { a: string; b: string }[]): TablePair[] {
  return pairs.map(({ a, b }, index) => ({ table: index + 1, a, b }));
}
