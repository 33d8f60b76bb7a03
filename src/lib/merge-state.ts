/**
 * Rebuilds a calculator's state from untrusted data (a decoded URL token, localStorage): every
 * field of `defaults` is taken from `raw` when it has the same type, and, for the fields listed
 * in `allowed`, only when it is one of the allowed values. Unknown fields are dropped, so an old
 * or hand-edited link can never put the form in a state its controls cannot show.
 */
export function mergeState<T extends Record<string, string | boolean>>(
  defaults: T,
  raw: unknown,
  allowed: { [K in keyof T]?: readonly T[K][] } = {},
): T {
  const result = { ...defaults };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return result;
  const source = raw as Record<string, unknown>;
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = source[key];
    if (typeof value !== typeof defaults[key]) continue;
    const options = allowed[key];
    if (options && !options.includes(value as T[typeof key])) continue;
    result[key] = value as T[typeof key];
  }
  return result;
}
