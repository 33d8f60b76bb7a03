/**
 * Shapes shared by the ITS build stages. Every piece of text keeps `src`: the spans of the cleaned
 * source lines it was made from, so the coverage check can prove each sentence lands exactly once.
 * Shapes the generated records share come from the zod schemas of `src/content/its-schemas.ts`;
 * the rest (source text, clean lines, index entries, sections) only live inside the build.
 */
import type { z } from 'astro/zod';
import type { richText, span } from '../../src/content/its-schemas.ts';

/** A slice `[start, end)` of one cleaned source line (1-based line number of the original file). */
export type Span = z.infer<typeof span>;

/** Text plus where it came from; `text` is the span slices joined with one space. */
export interface SourceText {
  text: string;
  src: Span[];
  /** Printed page of the PDF the text sits on (from the page-number lines). */
  page: number;
}

/** A source line after noise removal: the reference text for coverage. */
export interface CleanLine {
  line: number;
  text: string;
  page: number;
}

/** One entry of the document's own index. */
export interface IndexEntry {
  title: string;
  page: number;
  /** Part of the document, from the index group it was listed in. */
  part: 'rules' | 'missions' | 'leagues';
  /** Line of the index entry, for warnings. */
  line: number;
}

/** A run of paragraphs between two headings of the index. */
export interface Section {
  entry: IndexEntry;
  /** Line of the heading in the body, undefined when it was not found. */
  headingLine?: number;
  paragraphs: SourceText[];
}

/** Text ready for the site: segments for rendering, spans for coverage. */
export type RichText = z.infer<typeof richText>;

/** A linkable piece of text: `href` set when the text names a wiki page. */
export type Segment = RichText['segments'][number];
