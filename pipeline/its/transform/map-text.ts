import type { SourceText } from '../types.ts';
import { sliceText } from '../text.ts';

/**
 * Text printed on a mission's map (zone names, quadrant numbers, measurements such as `30 cm` or
 * the letter-spaced `3 0 c m`, an element's name next to its marker) comes out of the PDF among
 * the rules. The noise cleaner drops what stands alone on a line; this stage takes what is left
 * inside the mission's paragraphs: whole paragraphs of map text (`SECCIÓN 2 SECCIÓN 4 A E U G E I
 * L P S E D E D A N O Z`, `40 cm m c 0 3`, a lone quadrant number) and a marker's name glued after
 * the last sentence of a column (`… al final de la batalla. CONSOLA`). They become the card's map
 * labels: counted for coverage, never shown as rule text.
 */

/** A measurement (`30 cm`, `40 cm.`), letter-spaced or not (`3 0 c m`, reversed `m c 0 3`). */
const MEASURE =
  /(?<!\S)\d+ ?cm\.?(?!\S)|(?<!\S)(?:\d ){1,3}c m(?!\S)|(?<!\S)m c(?: \d){1,3}(?!\S)/g;
/** A label spelled letter by letter (`A E U G E I L P S E D E D A N O Z`). */
const SPACED = /(?<!\S)(?:\S ){2,}\S(?!\S)/g;
/** Words of the map's zone names. */
const ZONE =
  /(?<!\S)(?:(?:ZONA DE DESPLIEGUE|SECCIÓN|CUADRANTE)(?: [A-D1-4])?|CUADRANTECUADRANTE)(?!\S)/g;
/** Labels of the card, never a map's: a trailing one is a heading, not map text. */
const NOT_MAP =
  /^(CLASIFICADO|DESPLIEGUE|EFECTOS|REQUISITOS|ETIQUETAS|MISIONES|FUERZAS|OBJETIVOS)$/;
/** A marker's caps name glued after a sentence: `… batalla. CONSOLA`. */
const TRAILING = /(?<=[.!)]) ([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ-]{3,})$/;

/** True when the whole text is map text. */
export function isMapText(text: string): boolean {
  if (/^[1-9]$/.test(text)) return true;
  const rest = text.replace(MEASURE, ' ').replace(ZONE, ' ').replace(SPACED, ' ').trim();
  if (rest.length === text.trim().length) return false;
  return !/[a-záéíóúñ]/.test(rest) && rest.length <= 30 && !rest.includes('.');
}

export function extractMapText(paragraphs: SourceText[]): {
  labels: SourceText[];
  rest: SourceText[];
} {
  const labels: SourceText[] = [];
  const rest: SourceText[] = [];
  for (const p of paragraphs) {
    if (isMapText(p.text)) {
      labels.push(p);
      continue;
    }
    const tail = p.text.match(TRAILING);
    if (tail && !NOT_MAP.test(tail[1]!) && /[a-záéíóúñ]{3}/.test(p.text)) {
      rest.push(sliceText(p, 0, tail.index)!);
      labels.push(sliceText(p, tail.index!)!);
      continue;
    }
    rest.push(p);
  }
  return { labels, rest };
}
