import { RUNNING_HEADERS } from '../vocabulary.ts';
import type { CleanLine } from '../types.ts';
import { fixDoubledWords } from './doubled-words.ts';

/** Why a line was dropped; counted for the build log. */
export type NoiseKind =
  'page-number' | 'running-header' | 'letter-spaced' | 'measurement' | 'cover';

export interface NoiseResult {
  lines: CleanLine[];
  noise: Record<NoiseKind, number>;
}

/** Headers the PDF repeats on every page: the part the page belongs to. */

/** Title of the cover and back cover; the index keeps it as the document title. */
const COVER_TITLE = 'Infinity Season 10';
/** Map labels spelled letter by letter: `Z O N A D E D E S P L I E G U E B`, `3 0 c m`. */
const LETTER_SPACED = /^(?:\S ){2,}\S$/;
/** Map measurements alone on a line: `30 cm`, `40 cm.` */
const MEASUREMENT = /^\d+(?:[.,]\d+)?\s?cm\.?$/i;
/** A map measurement glued after the last sentence of a column (`… Ronda de Juego . 30 cm`). */
const TRAILING_MEASUREMENT = /(?<=[.!]) \d+ cm$/;
/** Tables have bare numbers too; a page number only ever moves forward by a few pages. */
const MAX_PAGE_STEP = 3;

/**
 * Drops the extraction noise from the body lines (the index is read before, by the parser) and
 * tags each kept line with its printed page: the next page-number line that closes it.
 */
export function removeNoise(raw: string[], firstBodyLine: number, firstPage: number): NoiseResult {
  const noise: Record<NoiseKind, number> = {
    'page-number': 0,
    'running-header': 0,
    'letter-spaced': 0,
    measurement: 0,
    cover: 0,
  };
  const kept: CleanLine[] = [];
  let lastPage = firstPage - 1;
  let pending: CleanLine[] = [];
  for (let i = firstBodyLine - 1; i < raw.length; i++) {
    const text = raw[i]!.replace(/[\u00a0\u200b\ufeff]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text === '') continue;
    if (/^\d+$/.test(text)) {
      const n = Number(text);
      // A jump (a page with no text) is only believed next to a running header: tables such as the
      // HVT profile hold bare numbers too.
      const nextToHeader = [raw[prevNonEmpty(raw, i)], raw[nextNonEmpty(raw, i)]].some((t) =>
        RUNNING_HEADERS.has((t ?? '').trim()),
      );
      if (n === lastPage + 1 || (n > lastPage && n <= lastPage + MAX_PAGE_STEP && nextToHeader)) {
        // Page numbers close their page: everything pending was printed on page n.
        for (const l of pending) l.page = n;
        pending = [];
        lastPage = n;
        noise['page-number']++;
        continue;
      }
    }
    if (RUNNING_HEADERS.has(text)) {
      noise['running-header']++;
      continue;
    }
    if (text === COVER_TITLE) {
      // The back cover: what follows is the web page the PDF was saved from (`Recommend Documents`).
      noise.cover += 1 + raw.slice(i + 1).filter((t) => t.trim() !== '').length;
      break;
    }
    if (LETTER_SPACED.test(text)) {
      noise['letter-spaced']++;
      continue;
    }
    if (MEASUREMENT.test(text)) {
      noise.measurement++;
      continue;
    }
    let cleaned = text;
    if (TRAILING_MEASUREMENT.test(cleaned)) {
      cleaned = cleaned.replace(TRAILING_MEASUREMENT, '');
      noise.measurement++;
    }
    const line: CleanLine = { line: i + 1, text: fixDoubledWords(cleaned), page: lastPage + 1 };
    kept.push(line);
    pending.push(line);
  }
  return { lines: kept, noise };
}

function prevNonEmpty(raw: string[], i: number): number {
  let j = i - 1;
  while (j >= 0 && raw[j]!.trim() === '') j--;
  return j;
}

function nextNonEmpty(raw: string[], i: number): number {
  let j = i + 1;
  while (j < raw.length && raw[j]!.trim() === '') j++;
  return j;
}
