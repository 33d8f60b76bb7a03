/** Emit stage of Refuerzos: the rule page's MDX and the request table's JSON. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { emitMdx } from '../../lib/emit-mdx.ts';
import type { RefuerzosPage } from '../transform/index.ts';

export async function writeRefuerzos(
  page: RefuerzosPage,
  mdxPath: string,
  tablePath: string,
): Promise<void> {
  await mkdir(dirname(mdxPath), { recursive: true });
  await writeFile(mdxPath, emitMdx(page.frontmatter, page.tree));
  if (page.table) {
    await mkdir(dirname(tablePath), { recursive: true });
    await writeFile(tablePath, `${JSON.stringify(page.table, null, 2)}\n`);
  }
}
