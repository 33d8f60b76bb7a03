/**
 * Guards a value that must be one of a closed list (tier, event type, result, die size).
 * TypeScript already checks literal types at compile time; this covers data that arrives
 * from a URL, localStorage or a form at run time.
 */
export function requireOneOf<T>(value: unknown, allowed: readonly T[], name: string): T {
  if (!allowed.includes(value as T)) {
    const list = allowed.map((item) => JSON.stringify(item)).join(', ');
    throw new Error(
      `${name} debe ser uno de ${list} (recibido: ${JSON.stringify(value) ?? String(value)}).`,
    );
  }
  return value as T;
}
