/**
 * The content stage: every content collection from `content/sources/` into `content/generated/`
 * (CONTENT_GENERATED_DIR). Each part runs parse → transform → emit and reports problems as
 * warnings with file, page and line; it renders what it can and never throws for bad input.
 */
import { rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem, type BuildContext, type Problem } from './shared/context.ts';
import { build as buildWiki } from './wiki/index.ts';
import { build as buildIts } from './its/index.ts';
import { build as buildReinforcements } from './reinforcements/index.ts';
import { build as buildSkirmish } from './skirmish/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  await buildReinforcements(ctx);
  await buildSkirmish(ctx);

  console.log(`contenido: ${warnings.length} aviso(s)`);
  return { warnings };
}
