import type { Warning } from '../../lib/context.ts';
import { createIdRegistry } from '../../../src/lib/slug.ts';

/** A FAQ or errata box as the page's frontmatter and the FAQ index see it. */
export interface FaqEntry {
  id: string;
  kind: 'faq' | 'errata';
  title: string;
  version: string;
  question: string;
  answer: string;
  related: string[];
}

/** What converting one page collects besides its tree. */
export interface PageContext {
  title: string;
  file: string;
  /** Line of the page's first markup line in the source file. */
  firstLine: number;
  /** Maps an offset in the page's markup to its 0-based line. */
  lineOf(offset: number): number;
  warn(message: string, offset?: number): void;
  /** Unique, text-derived ids for headings and boxes on this page. */
  id: (text: string, fallback?: string) => string;
  sections: string[];
  categories: string[];
  versions: Set<'n4' | 'c1'>;
  faqs: FaqEntry[];
  headings: { id: string; text: string; depth: number }[];
}

export function createPageContext(
  title: string,
  file: string,
  firstLine: number,
  text: string,
  warnings: Warning[],
): PageContext {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return {
    title,
    file,
    firstLine,
    lineOf,
    warn(message, offset) {
      const warning: Warning = { file, page: title, message };
      if (offset !== undefined) warning.line = firstLine + lineOf(offset);
      warnings.push(warning);
    },
    id: createIdRegistry(),
    sections: [],
    categories: [],
    versions: new Set(),
    faqs: [],
    headings: [],
  };
}
