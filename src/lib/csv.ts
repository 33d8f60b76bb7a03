/**
 * Serialises rows to CSV (RFC 4180): comma-separated, CRLF line ends, fields quoted when they
 * hold a comma, quote or line break. Text cells that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) get a leading apostrophe: player names
 * are typed by anyone, and a CSV opened in a spreadsheet must not execute them. Numbers are
 * written as they are, so negative numbers stay numbers.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(formatCell).join(',')).join('\r\n') + '\r\n';
}

function formatCell(cell: string | number): string {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) throw new Error(`Valor no válido para CSV: ${cell}.`);
    return String(cell);
  }
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
