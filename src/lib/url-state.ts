/**
 * Packs calculator state into one URL-safe token and back: JSON, UTF-8, base64url. A copied link
 * must reopen the calculator exactly, player names with accents included, and the token must
 * survive chat apps that mangle `+`, `/` and `=`.
 */
export function encodeState(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Inverse of {@link encodeState}. Returns `undefined` for anything that is not a valid token
 * (a truncated link, a hand-edited URL): the caller falls back to its defaults, never crashes.
 */
export function decodeState(token: string): unknown {
  try {
    const base64 = token.replaceAll('-', '+').replaceAll('_', '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
