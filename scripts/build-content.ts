/**
 * Generates every content collection from `content/sources/`:
 * each part runs parse → transform → emit and reports problems as warnings with file,
 * page and line. Warnings never stop the build unless `--strict` (or STRICT=1) is given.
 */
import { rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem, type BuildContext, type Problem } from './lib/context.ts';
import { build as buildWiki } from './wiki/index.ts';
import { build as buildIts } from './its/index.ts';
import { build as buildRefuerzos } from './refuerzos/index.ts';
import { build as buildSkirmish } from './skirmish/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const strict = process.argv.includes('--strict') || process.env['STRICT'] === '1';

export async function buildContent(): Promise<{ warnings: Problem[] }> {
  const warnings: Problem[] = [];
  const ctx: BuildContext = {
    root,
    sourcesDir: path.join(root, 'content/sources'),
    generatedDir: path.resolve(root, process.env['CONTENT_GENERATED_DIR'] ?? 'content/generated'),
    definitions: [],
    warn: (w) => {
      warnings.push(w);
      console.warn(formatProblem(w));
    },
    info: (message) => console.log(message),
  };

  // 0. Start from nothing: generated files are never edited by hand.
  await rm(ctx.generatedDir, { recursive: true, force: true });
  await mkdir(ctx.generatedDir, { recursive: true });

  // 1. The wiki first: the other parts link their terms to its pages.
  await buildWiki(ctx);

  // 2. ITS rules and missions, the Refuerzos page, the skirmish reference.
  buildIts(ctx);
  await buildRefuerzos(ctx);
  await buildSkirmish(ctx);

  console.log(`contenido: ${warnings.length} aviso(s)`);
  return { warnings };
}

if (import.meta.main) {
  try {
    const { warnings } = await buildContent();
    if (strict && warnings.length > 0) {
      console.error(`--strict: ${warnings.length} aviso(s), el build falla`);
      process.exit(1);
    }
  } catch (error) {
    // A bug in the build itself, not bad input: say so plainly, without burying it.
    console.error(
      `error interno del build: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (process.env['DEBUG']) console.error(error);
    process.exit(2);
  }
}
