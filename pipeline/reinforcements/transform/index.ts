/** Transform stage of Refuerzos: parsed page → frontmatter, mdast tree and the request table. */
import type { Root } from 'mdast';
import type { Definition } from '../../shared/context.ts';
import type { ReinforcementsParse } from '../types.ts';
import { HINTS } from './hints.ts';
import { linkTerms } from '../../shared/link-terms.ts';
import { requestTable, type RequestTable } from './request-table.ts';
import { blocksToMdast } from './to-mdast.ts';
import type { RulePageFrontmatter } from '../../../src/content/wiki-schemas.ts';
import type { SourceProblem } from '../../shared/problem.ts';

export const SLUG = 'refuerzos';

export interface ReinforcementsPage {
  /** The rule page's frontmatter: the same schema as every wiki page. */
  frontmatter: RulePageFrontmatter;
  tree: Root;
  table: RequestTable | null;
  problems: SourceProblem[];
}

export function transformReinforcements(
  parsed: ReinforcementsParse,
  file: string,
  definitions: readonly Definition[],
): ReinforcementsPage {
  // 1. Body: headings, skill boxes, lists, examples, the table.
  const { tree, headings, problems } = blocksToMdast(parsed.blocks, HINTS);
  // 2. Names the wiki defines link to their definition, once per section.
  const links = linkTerms(tree, definitions, `/reglas/${SLUG}/`);
  // 3. The request/retreat thresholds as data.
  const request = requestTable(parsed.blocks, file);
  return {
    frontmatter: {
      title: parsed.title || 'Refuerzos',
      slug: SLUG,
      section: 'reglas-extra',
      categories: ['Extras de juego'],
      updated: null,
      contributor: null,
      versions: [],
      faqs: [],
      headings,
      links,
      nav: parsed.nav,
      source: { file, line: parsed.titleLine || 1 },
    },
    tree,
    table: request.table,
    problems: [...parsed.problems, ...problems, ...request.problems],
  };
}
