/**
 * A mission part's paragraphs without its printed caps label (`CLASIFICADO`, `DESPLIEGUE`…),
 * which repeats the section's own heading: the mission page and its print card read the same.
 */
import type { RichText } from '../../content/its-schemas.ts';

/** Plain text of rich text, trimmed. */
export const plainText = (text: RichText): string =>
  text.segments
    .map((s) => s.text)
    .join('')
    .trim();

/** `paragraphs` but those whose whole text is the printed `label`. */
export const partBody = <T extends RichText>(paragraphs: readonly T[], label: RegExp): T[] =>
  paragraphs.filter((p) => !label.test(plainText(p)));
