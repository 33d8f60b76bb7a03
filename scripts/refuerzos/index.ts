/**
 * Refuerzos (an Infinity game extra): content/sources/refuerzos.txt → the rule page
 * content/generated/reglas/refuerzos.mdx and content/generated/refuerzos/table.json.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildContext } from '../lib/context.ts';
import { parseRefuerzos } from './parse/parse-source.ts';
import { transformRefuerzos } from './transform/index.ts';
import { writeRefuerzos } from './emit/write.ts';

export const SOURCE_FILE = 'content/sources/refuerzos.txt';

export async function build(ctx: BuildContext): Promise<void> {
  // 1. Read the source; a missing file is a warning, not a crash.
  let text: string;
  try {
    text = await readFile(join(ctx.root, SOURCE_FILE), 'utf8');
  } catch {
    ctx.warn({ file: SOURCE_FILE, message: 'no se puede leer la fuente de Refuerzos' });
    return;
  }
  // 2. Parse: title, navigation line, headings, bullets, tables.
  const parsed = parseRefuerzos(text);
  // 3. Transform: wiki-like mdast, links to wiki pages, request table as data.
  const page = transformRefuerzos(parsed, SOURCE_FILE, ctx.wikiPages);
  for (const p of page.problems)
    ctx.warn({ file: SOURCE_FILE, page: page.frontmatter.title, ...p });
  // 4. Emit.
  await writeRefuerzos(
    page,
    join(ctx.generatedDir, 'reglas', 'refuerzos.mdx'),
    join(ctx.generatedDir, 'refuerzos', 'table.json'),
  );
  ctx.info(
    `refuerzos: ${page.frontmatter.links?.length ?? 0} enlaces a la wiki, ${page.table?.rows.length ?? 0} filas en la tabla`,
  );
}
