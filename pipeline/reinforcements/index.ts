/**
 * Refuerzos (an Infinity game extra): content/sources/refuerzos.txt → the rule page
 * content/generated/rules/refuerzos.mdx and content/generated/reinforcements/table.json.
 */
import { join } from 'node:path';
import type { BuildContext } from '../shared/context.ts';
import { readSource, sourceFile } from '../shared/files.ts';
import { parseReinforcements } from './parse/parse-source.ts';
import { transformReinforcements } from './transform/index.ts';
import { writeReinforcements } from './emit/write.ts';

/** Name of the source in content/sources/. */
export const SOURCE_NAME = 'refuerzos.txt';
export const SOURCE_FILE = `content/sources/${SOURCE_NAME}`;

export async function build(ctx: BuildContext): Promise<void> {
  // 1. Read the source; a missing file is a warning naming it, not a crash.
  const text = readSource(ctx, SOURCE_NAME);
  if (text === undefined) return;
  const file = sourceFile(ctx, SOURCE_NAME);
  // 2. Parse: title, navigation line, headings, bullets, tables.
  const parsed = parseReinforcements(text);
  // 3. Transform: wiki-like mdast, links to wiki pages, request table as data.
  const page = transformReinforcements(parsed, file, ctx.definitions);
  for (const p of page.problems) ctx.warn({ file, page: page.frontmatter.title, ...p });
  // 4. Emit.
  writeReinforcements(
    page,
    join(ctx.generatedDir, 'rules', 'refuerzos.mdx'),
    join(ctx.generatedDir, 'reinforcements', 'table.json'),
  );
  ctx.info(
    `refuerzos: ${page.frontmatter.links?.length ?? 0} enlaces a la wiki, ${page.table?.rows.length ?? 0} filas en la tabla`,
  );
}
