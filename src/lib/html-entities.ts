/** HTML's character references in a text: numeric ones, and the named ones HTML output uses. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** `&amp;` → `&`, `&#39;` → `'`, `&#x27;` → `'`; an unknown name stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** A text as HTML text: `&`, `<` and `>` as references, so nothing in it is read as markup. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
