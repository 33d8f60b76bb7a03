/**
 * Shape of `content/corrections/its-outline.json`: the reviewed outline of every ITS rule chapter
 * as printed. The build places the text by it and the placement check measures the pages against it.
 */
import { z } from 'astro/zod';

/** `p:` paragraph, `li:` list item, `n:` printed number of the next list item; `@N` pins source line N. */
export const textItem = z
  .string()
  .regex(/^(p|li|n):\S.*$/, 'un elemento de texto empieza por «p:», «li:» o «n:»');

/** A table printed one cell per line: the cell that opens it, then `cells` cells, `columns` per row. */
const cellTable = z
  .object({
    table: z.string().min(1),
    columns: z.number().int().positive(),
    cells: z.number().int().positive(),
  })
  .strict();
/** A table printed one row per line (`PARTICIPANTES 4-8 9-16 17+`): `rowLines` lines split at spaces. */
const rowTable = z
  .object({ table: z.string().min(1), rowLines: z.number().int().positive() })
  .strict();
/** A table whose cells are named by source line (`null`: a cell the print leaves empty). */
const lineTable = z
  .object({
    table: z.string().min(1),
    caption: z.array(z.number().int().positive()).optional(),
    lines: z.array(z.array(z.number().int().positive().nullable()).min(1)).min(1),
  })
  .strict();
/**
 * Where the print lists the cards of one mode of the Classified Deck: the deck's own reader
 * (`transform/classified.ts`) rebuilds them, the page shows them here. It holds no text.
 */
const cardsItem = z.object({ cards: z.enum(['standard', 'extreme']) }).strict();

export const outlineItemSchema = z.union([textItem, cellTable, rowTable, lineTable, cardsItem]);

const sectionSchema = z
  .object({
    /** The printed heading's text (`@N` pins it); absent for the chapter's untitled opening. */
    heading: z.string().min(1).optional(),
    /** Title shown instead of the heading in title case (`Introducción` for the opening). */
    title: z.string().min(1).optional(),
    items: z.array(outlineItemSchema).min(1),
  })
  .strict()
  .refine(
    (s) => s.heading !== undefined || s.title !== undefined,
    'una sección necesita «heading» o «title»',
  );

const chapterSchema = z
  .object({
    /** URL segment under `/its/reglas/`. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** Title shown instead of the printed heading in title case. */
    title: z.string().optional(),
    /** Which part of the document the chapter's text comes from. */
    pool: z.enum(['rules', 'leagues']),
    /** The chapter's printed heading; absent when the print has none (the leagues' rules open on a section). */
    heading: z.string().min(1).optional(),
    sections: z.array(sectionSchema).min(1),
  })
  .strict()
  .refine(
    (c) => c.heading !== undefined || c.title !== undefined,
    'un capítulo sin «heading» necesita «title»',
  );

/**
 * A reviewed outline file: `why` it reads as it does, and its entries under `key`, one at least
 * (the chapters here, the cards in mission-schema.ts).
 */
export function reviewedOutline<K extends string, T extends z.ZodType>(key: K, entry: T) {
  const shape = { why: z.string().min(1), [key]: z.array(entry).min(1) };
  return z.object(shape as { why: z.ZodString } & { [P in K]: z.ZodArray<T> }).strict();
}

export const outlineSchema = reviewedOutline('chapters', chapterSchema);

export type Outline = z.infer<typeof outlineSchema>;
export type OutlineChapter = Outline['chapters'][number];
export type OutlineSection = OutlineChapter['sections'][number];
export type OutlineItem = z.infer<typeof outlineItemSchema>;

/** A text entry of the outline: its kind, the words it starts with and the line it is pinned to. */
export interface TextEntry {
  kind: 'h' | 'p' | 'li' | 'n';
  words: string;
  line?: number;
}

/** `li:Dados@181` → `{ kind: 'li', words: 'Dados', line: 181 }`. */
export function parseEntry(kind: TextEntry['kind'], text: string): TextEntry {
  const m = text.match(/^(.*?)@(\d+)$/);
  return m ? { kind, words: m[1]!, line: Number(m[2]) } : { kind, words: text };
}

/** A text item of a section (`p:…`, `li:…`, `n:…`) as an entry; undefined for tables and card lists. */
export function itemEntry(item: OutlineItem): TextEntry | undefined {
  if (typeof item !== 'string') return undefined;
  const at = item.indexOf(':');
  return parseEntry(item.slice(0, at) as TextEntry['kind'], item.slice(at + 1));
}
