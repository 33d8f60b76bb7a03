/**
 * Longest slug a page file and URL segment may have. File systems refuse names over 255
 * bytes (a 356-character title crashed the build with ENAMETOOLONG); 80 characters still
 * reads as the title in a URL.
 */
export const MAX_SLUG_LENGTH = 80;

/** FNV-1a, 32 bits, as 8 hex digits: a short stable fingerprint of the whole slug. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A slug cut to `max` characters: short slugs are returned as they are (every existing URL
 * stays); a longer one keeps its first words up to a hyphen and ends with a fingerprint of
 * the full slug, so two long titles sharing their start still get different, stable slugs.
 */
export function capSlug(slug: string, max = MAX_SLUG_LENGTH): string {
  if (slug.length <= max) return slug;
  const room = max - 9;
  const head = slug.slice(0, room + 1);
  const cut = head.lastIndexOf('-');
  const start = (cut > room / 2 ? head.slice(0, cut) : slug.slice(0, room)).replace(/-+$/, '');
  return `${start}-${fingerprint(slug)}`;
}
