/**
 * Guards an ITS rating (Puntuación ITS). Every player starts a season at 1000 and the ELO
 * changes are fractions, so any finite, non-negative number is accepted; negative ones are
 * treated as typing errors.
 */
export function requireRating(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(`${name} debe ser un número finito no negativo (recibido: ${String(value)}).`);
  }
  return value;
}
