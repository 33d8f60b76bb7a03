/** Line-level reading of a web page's plain text: navigation, headings, bullets, pipe tables. */

/** A navigation line: at least three " | "-separated items and no leading pipe. */
export function isNavLine(line: string): boolean {
  return !line.startsWith('|') && line.split(' | ').length >= 4;
}

export function navItems(line: string): string[] {
  return line
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A heading: a short line that is no bullet, no table row and does not end like a sentence
 * ("Commlink", "Tabla de Solicitar Refuerzos").
 */
export function isHeadingLine(line: string): boolean {
  if (line.startsWith('-') || line.startsWith('|')) return false;
  if (/[.:;,!?)"”»]$/.test(line)) return false;
  return line.length <= 80 && line.split(/\s+/).length <= 8;
}

/**
 * Splits bullets glued to the previous text ("…desplegados. - Sólo podrán…"): the first piece
 * keeps its kind, every other piece is a bullet.
 */
export function splitGluedBullets(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+-\s+(?=[A-ZÁÉÍÓÚÑ¡¿])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
