/**
 * Numbers as a Spanish reader expects them (decimal comma, "+" on gains), with a fixed number
 * of decimals so columns of results line up. The formatters are built once: creating an
 * Intl.NumberFormat per call is slow enough to notice on a table re-rendered at each keystroke.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  digits: number,
  style: 'decimal' | 'percent',
  signed: boolean,
): Intl.NumberFormat {
  const cacheKey = `${digits}|${style}|${signed}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    cached = new Intl.NumberFormat('es-ES', {
      style,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
      useGrouping: false,
    });
    formatters.set(cacheKey, cached);
  }
  return cached;
}

/** "1012,50"; with `signed`, "+12,50" / "−3,20" / "0,00". */
export function formatNumber(value: number, digits = 0, signed = false): string {
  return formatter(digits, 'decimal', signed).format(value);
}

/** 0.3090277 → "30,9 %". */
export function formatPercent(value: number, digits = 1): string {
  return formatter(digits, 'percent', false).format(value);
}
