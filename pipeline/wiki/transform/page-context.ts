import { isMainThread } from 'node:worker_threads';
import type { PhrasingContent } from 'mdast';
import type { Problem } from '../../shared/context.ts';
import { createIdRegistry } from '../../../src/lib/slug.ts';
import type { FaqEntry, PageHeading } from '../../../src/content/wiki-schemas.ts';
import type { Edition } from '../../../src/lib/edition.ts';
import type { WikiToken } from './wiki-token.ts';

/** Thrown when a page has used up its conversion time: the page is then shown as plain text. */
export class PageBudgetExceeded extends Error {
  readonly budgetMs: number;
  constructor(budgetMs: number) {
    super(`la conversión pasó de ${budgetMs} ms`);
    this.budgetMs = budgetMs;
  }
}

/** What converting one page collects besides its tree, and how handlers convert nested text. */
export interface PageContext {
  title: string;
  file: string;
  /** Line of the page's first markup line in the source file. */
  firstLine: number;
  /** Maps an offset in the page's markup to its 0-based line. */
  lineOf(offset: number): number;
  warn(message: string, offset?: number): void;
  /**
   * Converts nested inline tokens (a template parameter, a link label, a table cell). Handlers
   * recurse through this, as unified's handlers do through their state, never by importing the
   * dispatcher. It also checks the page's time budget.
   */
  inline(tokens: WikiToken[]): PhrasingContent[];
  /** Throws `PageBudgetExceeded` once the page's conversion time is used up. */
  checkBudget(): void;
  /** Unique, text-derived ids for headings and boxes on this page. */
  id: (text: string, fallback?: string) => string;
  sections: string[];
  categories: string[];
  versions: Set<Edition>;
  faqs: FaqEntry[];
  headings: PageHeading[];
}

export interface PageContextOptions {
  /** The inline converter, handed in so that no handler imports it (no import cycle). */
  inline: (tokens: WikiToken[], ctx: PageContext) => PhrasingContent[];
  /** Milliseconds of processor time the page may take to convert. */
  budgetMs: number;
}

export function createPageContext(
  title: string,
  file: string,
  firstLine: number,
  text: string,
  warnings: Problem[],
  options: PageContextOptions,
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
  // Processor time, not wall time: on a busy machine a page must not fall back to plain text
  // only because other processes ran. Read every 32 checks: cheap, and still within ~1 ms.
  // On a worker thread (pipeline/wiki/convert-pool.ts), this thread's time only: the process's
  // would count the other threads' conversions too.
  const cpuMs = () => {
    const { user, system } = isMainThread ? process.cpuUsage() : process.threadCpuUsage();
    return (user + system) / 1000;
  };
  const deadline = cpuMs() + options.budgetMs;
  let checks = 0;
  const ctx: PageContext = {
    title,
    file,
    firstLine,
    lineOf,
    warn(message, offset) {
      const warning: Problem = { file, page: title, message };
      if (offset !== undefined) warning.line = firstLine + lineOf(offset);
      warnings.push(warning);
    },
    inline: (tokens) => {
      ctx.checkBudget();
      return options.inline(tokens, ctx);
    },
    checkBudget() {
      if ((checks++ & 31) === 0 && cpuMs() > deadline)
        throw new PageBudgetExceeded(options.budgetMs);
    },
    id: createIdRegistry(),
    sections: [],
    categories: [],
    versions: new Set(),
    faqs: [],
    headings: [],
  };
  return ctx;
}
