import type { Problem } from '../../shared/problem.ts';
import { assignSlugs } from '../../../src/lib/page-slugs.ts';
import type { WikiPages } from './pages.ts';

/** Where each page of the wiki is published. */
export interface PageAddresses {
  slugOf(title: string): string;
  /** `/reglas/<slug>/`. */
  urlOf(title: string): string;
}

/**
 * Every title gets a distinct slug that does not move: «TRABADO» beside «Trabado», a title of
 * emoji only, a title that is one of the site's own paths. Each such case is a warning on the
 * page's newest revision.
 */
export function pageSlugs({ histories, newest }: WikiPages, warnings: Problem[]): PageAddresses {
  const { slugs, problems } = assignSlugs(
    histories.map((h) => ({ title: h.title, created: h.revisions[0]!.timestamp })),
  );
  for (const problem of problems) {
    const revision = newest.find((r) => r.title === problem.title)!;
    warnings.push({
      file: revision.file,
      line: revision.line,
      page: problem.title,
      message: problem.message,
    });
  }
  const slugOf = (title: string) => slugs.get(title)!;
  return { slugOf, urlOf: (title) => `/reglas/${slugOf(title)}/` };
}
