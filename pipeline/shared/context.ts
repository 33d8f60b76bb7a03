import type { GlossaryTerm } from '../../src/lib/glossary/schema.ts';
import type { Problem } from './problem.ts';

export type { Problem, SourceProblem } from './problem.ts';
export { formatProblem } from './problem.ts';

/**
 * A name the wiki defines and where it leads, for the other parts to link their prose to: a
 * page's title, or a Spanish name of a glossary rule that lands on a page or heading of the wiki
 * (never on a term page). Shaped as a glossary entry: a name and where it is explained.
 */
export type Definition = Pick<GlossaryTerm, 'title'> & { url: NonNullable<GlossaryTerm['url']> };

/** What every part's `build()` receives from `pipeline/index.ts`. */
export interface BuildContext {
  /** Absolute path of the repository root. */
  root: string;
  /** Absolute path of `content/sources/`. */
  sourcesDir: string;
  /** Absolute path of `content/generated/`. */
  generatedDir: string;
  /** Names the wiki defines, filled once that part has built; ITS and Refuerzos link them. */
  definitions: Definition[];
  warn(problem: Problem): void;
  /** Informational line for the build log (coverage figures, counts). */
  info(message: string): void;
}
