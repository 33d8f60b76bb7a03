import { formatProblem, type Problem } from './problem.ts';

export type { Problem, SourceProblem } from './problem.ts';
export { formatProblem } from './problem.ts';

/** @deprecated The same record as {@link Problem}; kept while the wiki part still names it so. */
export type Warning = Problem;

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

/** @deprecated Same as {@link formatProblem}; kept while `scripts/build-content.ts` names it so. */
export const formatWarning: (p: Problem) => string = formatProblem;
