import { anchorWords } from './anchor-text.ts';
import type { PagefindData, PagefindSubResult } from './pagefind-types.ts';

/** An FAQ or errata ruling as a result shows it: its answer, and the edition and version. */
export interface Ruling {
  answer: string;
  /** «N4 FAQ · 1.0, enero 2021». */
  edition: string;
}

/** Up to `max` characters, cut at a word. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/**
 * The ruling `id` of a page, from the page's data the search already loaded: the indexed copy
 * marks a ruling's edition (`#<id>--edicion`) and answer (`#<id>--respuesta`) with ids, and
 * Pagefind records each id with the number of the word of the page's text it starts at
 * (src/integrations/search/index-pages.ts, `rulingParts`). The answer runs to the next id.
 */
export function rulingOf(page: PagefindData, id: string, max = 280): Ruling | undefined {
  const text = anchorWords(page, `${id}--respuesta`)?.join(' ').trim();
  if (!text) return undefined;
  const edition =
    (page.anchors ?? []).find((anchor) => anchor.id === `${id}--edicion`)?.text?.trim() ?? '';
  return { answer: clip(text, max), edition };
}

/** Whether a section of a page is an FAQ or errata ruling: its answer is marked (`rulingOf`). */
export function isRuling(page: PagefindData, sub: PagefindSubResult): boolean {
  const id = sub.anchor?.id;
  return id !== undefined && (page.anchors ?? []).some((a) => a.id === `${id}--respuesta`);
}
