/**
 * Guards a quantity that the rules only count in whole, non-negative units (Objective Points,
 * Victory Points, rounds…). Every public function validates first, so that bad input becomes a
 * readable Error instead of a silent NaN further down. Messages are Spanish because the
 * calculators show them to readers as they are.
 */
export function requireCount(value: unknown, name: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    const what =
      min === 0 ? 'un número entero no negativo' : `un número entero mayor o igual que ${min}`;
    throw new Error(`${name} debe ser ${what} (recibido: ${describe(value)}).`);
  }
  return value;
}

/** Shows the offending value as a reader would type it: `NaN`, `-1`, `"abc"`. */
function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
