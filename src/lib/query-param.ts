/**
 * Reads and writes one query parameter of a URL. The calculators keep their state in the query
 * rather than the hash, because the hash already serves in-page anchors (the skip link, the
 * headings) and clicking one would wipe the state from the address bar.
 */
export function readQueryParam(href: string, key: string): string | null {
  return new URL(href).searchParams.get(key);
}

/** `href` with `key` set to `value`, or removed when `value` is null; other parts kept. */
export function withQueryParam(href: string, key: string, value: string | null): string {
  const url = new URL(href);
  if (value === null) url.searchParams.delete(key);
  else url.searchParams.set(key, value);
  return url.href;
}
