import type { ParsedIndex } from '../parse/read-index.ts';
import { slugify } from '../../../src/lib/slug.ts';

/**
 * The document's own index as a record: its entries with their slugs, and the cover and index title
 * lines with their spans, so the coverage check counts them as shown.
 */
export function indexRecord(idx: ParsedIndex) {
  return {
    type: 'index',
    id: 'indice',
    title: 'Infinity Season 10',
    entries: idx.entries.map((e) => ({
      title: e.title,
      page: e.page,
      part: e.part,
      slug: slugify(e.title),
    })),
    lines: idx.lines.map((l) => ({
      text: l.text,
      src: [{ line: l.line, start: 0, end: l.text.length }],
    })),
  };
}

export type IndexRecord = ReturnType<typeof indexRecord>;
