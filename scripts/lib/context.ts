import type { Problem } from './problem.ts';

export type { Problem, SourceProblem } from './problem.ts';
export { formatProblem } from './problem.ts';

/** A wiki page as other parts see it, to link their terms to rule pages. */
export interface WikiPageRef {
  title: string;
  slug: string;
  url: string;
}

/** What every part's `build()` receives from `scripts/build-content.ts`. */
export interface BuildContext {
  /** Absolute path of the repository root. */
  root: string;
  /** Absolute path of `content/sources/`. */
  sourcesDir: string;
  /** Absolute path of `content/generated/`. */
  generatedDir: string;
  /** Pages of the wiki part, filled once that part has built. */
  wikiPages: WikiPageRef[];
  warn(problem: Problem): void;
  /** Informational line for the build log (coverage figures, counts). */
  info(message: string): void;
}
