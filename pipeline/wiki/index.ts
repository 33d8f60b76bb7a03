/**
 * The wiki part: every `content/sources/wiki/*.txt` dump → one MDX rule page per title, and the
 * data files of `content/generated/wiki/`. This file does the part's input and output only: it
 * reads the dumps, opens the conversion cache, writes what `buildFromRevisions`
 * (build-from-revisions.ts, the pipeline's steps) returns, and logs.
 */
import path from 'node:path';
import type { BuildContext, Problem } from '../shared/context.ts';
import { listSources, readSource, sourceFile, writeJson, writeText } from '../shared/files.ts';
import { loadGlossary } from '../../src/lib/glossary/load.ts';
import { loadReviewedLinks } from '../../src/lib/wiki-links/load.ts';
import { splitDump, type Revision } from './parse/split-dump.ts';
import { buildFromRevisions } from './build-from-revisions.ts';
import { wikiCache } from './cache.ts';

export async function build(ctx: BuildContext): Promise<void> {
  const outDir = path.join(ctx.generatedDir, 'rules');
  const dataDir = path.join(ctx.generatedDir, 'wiki');
  // Wall time of each step, printed at the end: where a large wiki's build goes.
  const times: string[] = [];
  let lapStart = performance.now();
  const lap = (step: string) => {
    const now = performance.now();
    times.push(`${step} ${((now - lapStart) / 1000).toFixed(1)}`);
    lapStart = now;
  };

  // 1. Read: split every dump into revisions. A missing folder or dump is a warning naming it
  // (`readSource`), and the rest still builds.
  const { files, revisions, warnings } = readDumps(ctx);

  // 2. The pipeline, with the conversions and MDX of pages whose inputs did not change taken
  // from `.cache/wiki/` (cache.ts), the others made on every core.
  const cache = wikiCache(ctx.root, ctx.generatedDir);
  const result = await buildFromRevisions(revisions, {
    glossary: loadGlossary(),
    reviewedLinks: loadReviewedLinks(),
    converter: cache,
    onStep: lap,
    dumps: files.length,
    dataDir: path.relative(ctx.root, dataDir),
  });

  // 3. Write: one MDX file per page, the data files; the names other parts link their terms to.
  for (const page of result.pages) writeText(path.join(outDir, `${page.slug}.mdx`), page.mdx);
  for (const [name, data] of Object.entries(result.data)) writeJson(path.join(dataDir, name), data);
  ctx.definitions = result.definitions;

  // 4. Report.
  for (const line of result.info) ctx.info(line);
  cache.finish();
  lap('datos y caché');
  const { converted, reused, emitted, emitReused } = cache.stats;
  ctx.info(
    `wiki: caché: ${converted.length} revisiones convertidas, ${reused} reutilizadas; ${emitted.length} páginas escritas de nuevo, ${emitReused} reutilizadas`,
  );
  ctx.info(`wiki: tiempos (s): ${times.join(', ')}`);
  ctx.info(
    `wiki: informe completo en ${path.relative(ctx.root, path.join(dataDir, 'missing-links.json'))}`,
  );
  for (const warning of [...warnings, ...result.warnings]) ctx.warn(warning);
}

/**
 * Every dump of `content/sources/wiki/`, then those of WIKI_EXTRA_DUMPS (paths separated by ':',
 * from the repository root: the tests use it), split into revisions; the dumps' own warnings.
 */
function readDumps(ctx: BuildContext): {
  files: string[];
  revisions: Revision[];
  warnings: Problem[];
} {
  const extra = (process.env['WIKI_EXTRA_DUMPS'] ?? '')
    .split(':')
    .filter(Boolean)
    .map((f) => path.resolve(ctx.root, f));
  const files = [...listSources(ctx, 'wiki', '.txt'), ...extra];
  const revisions: Revision[] = [];
  const warnings: Problem[] = [];
  for (const file of files) {
    const text = readSource(ctx, file);
    if (text === undefined) continue;
    const dump = splitDump(text, sourceFile(ctx, file));
    warnings.push(...dump.warnings);
    revisions.push(...dump.revisions);
  }
  return { files, revisions, warnings };
}
