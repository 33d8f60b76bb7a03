/**
 * `npm run bench -- --pages N`: the whole build of the seeds plus N synthetic pages (see
 * synthetic-dump.ts), in its own folders under .cache/bench/ (never dist/ nor the real content
 * store). Reports wall time, CPU per stage (content / astro / pagefind), peak resident memory
 * of the whole process tree and of its largest process, and checks the output: every page
 * built and indexed. `--keep` keeps the built site for a look.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { samplePeak } from './process-tree.ts';
import { seedPages, syntheticDump } from './synthetic-dump.ts';
import type { StageTime } from './stages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const gb = (bytes: number) => Number((bytes / 1024 ** 3).toFixed(2));

export async function benchScale(args: string[]): Promise<void> {
  const pages = Number(args[args.indexOf('--pages') + 1]);
  if (!Number.isInteger(pages) || pages < 0) {
    console.error(
      'uso: npm run bench -- --pages <N> [--keep]   (N páginas sintéticas además de las semillas)',
    );
    process.exit(1);
  }
  const keep = args.includes('--keep');
  const work = path.join(root, '.cache/bench', `pages-${pages}`);
  const relative = (p: string) => path.relative(root, p);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });

  // 1. The synthetic dump.
  const seeds = await seedPages(root);
  const dump = path.join(work, 'synthetic.txt');
  await writeFile(dump, syntheticDump(seeds, pages));

  // 2. The build, in its own folders, sampled for memory.
  const outDir = path.join(work, 'dist');
  const start = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/build-site.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      WIKI_EXTRA_DUMPS: relative(dump),
      CONTENT_GENERATED_DIR: relative(path.join(work, 'generated')),
      OUT_DIR: relative(outDir),
      ASTRO_CACHE_DIR: relative(path.join(work, 'astro')),
      NODE_OPTIONS: [process.env['NODE_OPTIONS'], process.env['BENCH_NODE_OPTIONS']]
        .filter(Boolean)
        .join(' '),
    },
  });
  const sampler = samplePeak(child.pid!);
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const status = await new Promise<number>((resolve) =>
    child.on('close', (code) => resolve(code ?? 1)),
  );
  const wall = (performance.now() - start) / 1000;
  const peak = sampler.stop();
  await writeFile(path.join(work, 'build.log'), log);
  if (status !== 0) {
    console.error(`el build falló (${status}); log en ${relative(path.join(work, 'build.log'))}`);
    process.exit(1);
  }

  // 3. Figures and checks of the output.
  const logName = relative(outDir).replace(/[^a-z0-9]+/gi, '-');
  const stages = JSON.parse(
    await readFile(path.join(root, '.cache/logs', `${logName}-stages.json`), 'utf8'),
  ) as StageTime[];
  const ruleDirs = (await readdir(path.join(outDir, 'reglas'), { withFileTypes: true })).filter(
    (e) => e.isDirectory(),
  );
  let rulePages = 0;
  for (const entry of ruleDirs) {
    const html = await readFile(
      path.join(outDir, 'reglas', entry.name, 'index.html'),
      'utf8',
    ).catch(() => '');
    if (html.includes('data-pagefind-body')) rulePages++;
  }
  const indexed = Number(/pagefind: (\d+) páginas indexadas/.exec(log)?.[1] ?? 0);
  const report = {
    pages: { synthetic: pages, seeds: seeds.length, rulePagesBuilt: rulePages, indexed },
    wallSeconds: Number(wall.toFixed(1)),
    cpuSeconds: Object.fromEntries(stages.map((s) => [s.stage, s.cpuSeconds])),
    wallSecondsByStage: Object.fromEntries(stages.map((s) => [s.stage, s.wallSeconds])),
    peakMemoryGB: { processTree: gb(peak.total), largestProcess: gb(peak.largest) },
    warnings: Number(/contenido: (\d+) aviso/.exec(log)?.[1] ?? NaN),
    logLines: log.split('\n').length,
  };
  if (!keep) await rm(work, { recursive: true, force: true });
  await rm(path.join(root, '.cache/logs', `${logName}-stages.json`), { force: true });
  await mkdir(path.join(root, '.cache'), { recursive: true });
  await writeFile(
    path.join(root, `.cache/bench-pages-${pages}.json`),
    JSON.stringify(report, null, 2),
  );
  console.log(JSON.stringify(report, null, 2));
  // Every seed and every clone is a rule page (the seeds' own redirects aside).
  if (rulePages < seeds.length + pages) {
    console.error(`solo ${rulePages} de ${seeds.length + pages} páginas de reglas construidas`);
    process.exit(1);
  }
}
