import type { SourceText } from '../types.ts';
import { sliceText } from '../text.ts';

/** A heading (caps text as printed) and the paragraphs under it. */
export interface Block {
  heading?: SourceText | undefined;
  paragraphs: SourceText[];
}

/** A word of a heading: capitals, digits and the punctuation headings use; at least one letter overall. */
const CAPS_WORD = /^[A-ZÁÉÍÓÚÜÑ0-9¡!¿?().,:\-–/&'’"+]+$/;

/**
 * Splits a paragraph into its leading caps heading and the rest (`ANTENAS DE COMUNICACIÓN Hay 2…`).
 * A heading needs two letters in a row; a lone capital (`A al final`) is prose.
 */
export function splitHeading(p: SourceText): {
  heading?: SourceText | undefined;
  body?: SourceText | undefined;
} {
  const words = p.text.split(' ');
  let n = 0;
  while (n < words.length && CAPS_WORD.test(words[n]!)) n++;
  // A one-letter word that prose goes on from (`PINTURA A no ser que…`) starts the sentence.
  if (n > 1 && /^[A-ZÁÉÍÓÚYO]$/.test(words[n - 1]!) && /^[a-záéíóúüñ]/.test(words[n] ?? '')) n--;
  // A prose word glued after the heading may start with a capital (`…COMUNICACIÓN Hay`): it has
  // lowercase letters and is already excluded by CAPS_WORD.
  const headText = words.slice(0, n).join(' ');
  if (n === 0 || !/[A-ZÁÉÍÓÚÜÑ]{2}/.test(headText)) return { body: p };
  // A trailing numeral or single capital belongs to the prose (`BANDO A: 100 puntos`).
  return { heading: sliceText(p, 0, headText.length), body: sliceText(p, headText.length) };
}

/**
 * Groups paragraphs into blocks at each caps heading; text before the first heading gets a block
 * without heading. Known `labels` glued in front of a heading (`OBJETIVOS DE LA MISIÓN OBJETIVOS
 * PRINCIPALES`, `REGLAS ESPECIALES DEL ESCENARIO ANTENAS…`) become blocks of their own.
 */
export function toBlocks(paragraphs: SourceText[], labels: string[] = []): Block[] {
  const blocks: Block[] = [];
  for (const p of paragraphs) {
    const { heading, body } = splitHeading(p);
    let rest = heading;
    while (rest) {
      const label = labels.find((l) => rest!.text === l || rest!.text.startsWith(`${l} `));
      if (!label) {
        blocks.push({ heading: rest, paragraphs: [] });
        break;
      }
      blocks.push({ heading: sliceText(rest, 0, label.length)!, paragraphs: [] });
      rest = sliceText(rest, label.length);
    }
    if (!heading && blocks.length === 0) blocks.push({ paragraphs: [] });
    if (body) blocks[blocks.length - 1]!.paragraphs.push(body);
  }
  return blocks;
}
