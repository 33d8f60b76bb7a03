/** Emit stage of Refuerzos: the rule page's MDX and the request table's JSON. */
import { emitMdx } from '../../shared/emit-mdx.ts';
import { writeJson, writeText } from '../../shared/files.ts';
import type { ReinforcementsPage } from '../transform/index.ts';

export function writeReinforcements(
  page: ReinforcementsPage,
  mdxPath: string,
  tablePath: string,
): void {
  writeText(mdxPath, emitMdx(page.frontmatter, page.tree));
  if (page.table) writeJson(tablePath, page.table);
}
