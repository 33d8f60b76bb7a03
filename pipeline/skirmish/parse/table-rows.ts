/** Pipe-table lines: `| a | b |` rows, `|---|---|` separators, rows glued after running text. */

export function isSeparator(line: string): boolean {
  return /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(line);
}

export function isRow(line: string): boolean {
  return /^\s*\|.*\|\s*$/.test(line) && !isSeparator(line);
}

/** Cells of a row, trimmed; `| a | b |` → ["a", "b"]. */
export function rowCells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split('|').map((c) => c.trim());
}

/**
 * A row glued to the end of running text ("…Comportamiento: carta de facción.| D6 | Sin LdV |"):
 * returns the text and the row, or null when the line is not such a pair.
 */
export function splitTrailingRow(line: string): { text: string; row: string } | null {
  const at = line.indexOf('|');
  if (at <= 0) return null;
  const row = line.slice(at);
  const text = line.slice(0, at).trim();
  if (!text || !isRow(row) || rowCells(row).length < 2) return null;
  return { text, row };
}
