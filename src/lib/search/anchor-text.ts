import type { PagefindData } from './pagefind-types.ts';

/**
 * The words of a page's indexed text from the element with this id to the next element with an
 * id: Pagefind records each id with the number of the word of the text it starts at. `undefined`
 * when the page has no such id or no text.
 */
export function anchorWords(page: PagefindData, id: string): string[] | undefined {
  const anchors = page.anchors ?? [];
  const start = anchors.find((anchor) => anchor.id === id)?.location;
  if (start === undefined || !page.content) return undefined;
  const next = Math.min(
    ...anchors.map((anchor) => anchor.location).filter((location) => location > start),
  );
  const words = page.content.split(/\s+/);
  return words.slice(start, Number.isFinite(next) ? next : words.length);
}
