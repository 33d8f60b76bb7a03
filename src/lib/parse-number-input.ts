/** Result of reading a number field: the value, or the message to show next to the field. */
export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

export interface NumberRules {
  /** Field name as the reader sees it, to start the message ("Puntos de Victoria: …"). */
  label: string;
  min?: number;
  max?: number;
  /** Whole numbers only (points, rounds). Default true. */
  integer?: boolean;
}

/**
 * Reads what a reader typed into a number field and explains what is wrong in Spanish. Accepts
 * a decimal comma ("1012,5"), since Spanish keyboards and habits produce it; rejects blanks
 * rather than reading them as 0, so an unfinished form never shows a confident wrong result.
 */
export function parseNumberInput(text: string, rules: NumberRules): ParsedNumber {
  const { label, min, max, integer = true } = rules;
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: false, message: `${label}: escribe un número.` };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) {
    return { ok: false, message: `${label}: «${text.trim()}» no es un número.` };
  }
  const value = Number(trimmed);
  if (integer && !Number.isInteger(value)) {
    return { ok: false, message: `${label}: debe ser un número entero.` };
  }
  if (min !== undefined && value < min) {
    return { ok: false, message: `${label}: no puede ser menor que ${min}.` };
  }
  if (max !== undefined && value > max) {
    return { ok: false, message: `${label}: no puede ser mayor que ${max}.` };
  }
  return { ok: true, value };
}
