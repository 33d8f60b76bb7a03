/**
 * `npm run bench -- --pages N`: the whole build of the seeds plus N synthetic pages (see
 * synthetic-dump.ts), in its own folders under .cache/bench/ (never dist/ nor the real content
 * store). Reports wall time, CPU per stage (content / astro / pagefind), peak resident memory
 * of the whole process tree and of its largest process, and checks the output (after the
 * timing): every page built and indexed, every link resolved (the site's link checker over every
 * page), and search finding rule pages over the whole set by their titles (scale-checks.ts).
 * `--keep` keeps the built site for a look.
 * `--again` (after a run with `--keep`) is the incremental rebuild: it changes one sentence of one
 * synthetic page and builds again over the same folders, with the wiki cache (.cache/bench/…/
 * wiki-cache) and Astro's cache kept from the run before.
 * The report also gives the gzip size of the pages that list everything and of the link previews.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { samplePeak } from './process-tree.ts';
import { builtRulePages, linkCheck, searchCheck } from './scale-checks.ts';
import { seedPages, syntheticDump } from './synthetic-dump.ts';
import { childrenCpuSeconds, type StageTime } from '../../src/integrations/stages.ts';
import { exitWithoutChromium } from '../../scripts/lib/chromium.ts';

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
  // The output's search check drives Chromium: a missing one is said before minutes of build.
  exitWithoutChromium('La comprobación de la búsqueda');
  const again = args.includes('--again');
  const keep = args.includes('--keep') || again;
  const work = path.join(root, '.cache/bench', `pages-${pages}`);
  const relative = (p: string) => path.relative(root, p);
  const seeds = await seedPages(root);
  const dump = path.join(work, 'synthetic.txt');

  // 1. The synthetic dump: a new one, or (--again) the last one with one sentence changed.
  let edited: string | undefined;
  if (again) {
    if (!(await stat(dump).catch(() => undefined))) {
      console.error(`--again necesita una pasada antes con --keep (${relative(dump)} no existe)`);
      process.exit(1);
    }
    const changed = editOneSentence(await readFile(dump, 'utf8'));
    edited = changed.line;
    await writeFile(dump, changed.text);
  } else {
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true });
    await writeFile(dump, syntheticDump(seeds, pages));
  }

  // 2. The build, in its own folders, sampled for memory; the machine's load as it starts.
  const load = (await readFile('/proc/loadavg', 'utf8').catch(() => ''))
    .split(' ')
    .slice(0, 3)
    .join(' ');
  const outDir = path.join(work, 'dist');
  const start = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const child = spawn(process.execPath, [path.join(root, 'scripts/build.ts'), '--local'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      WIKI_EXTRA_DUMPS: relative(dump),
      CONTENT_GENERATED_DIR: relative(path.join(work, 'generated')),
      OUT_DIR: relative(outDir),
      ASTRO_CACHE_DIR: relative(path.join(work, 'astro')),
      WIKI_CACHE_DIR: relative(path.join(work, 'wiki-cache')),
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
  // The build's process and every child it ran, now reaped: the whole build's CPU.
  const cpu = childrenCpuSeconds() - cpuBefore;
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
  const ruleNames = await builtRulePages(outDir);
  const rulePages = ruleNames.length;
  const indexed = Number(/(\d+) páginas indexadas/.exec(log)?.[1] ?? 0);
  const cache =
    /wiki: caché: (\d+) revisiones convertidas, (\d+) reutilizadas; (\d+) páginas escritas de nuevo/.exec(
      log,
    );
  // The output, checked after the timing: every link resolves, search finds pages over the site.
  console.log('comprobando enlaces y búsqueda del sitio construido…');
  const checks = {
    links: await linkCheck(outDir),
    search: await searchCheck(outDir, ruleNames),
  };
  const report = {
    ...(again ? { rebuildAfterEditing: edited } : {}),
    pages: { synthetic: pages, seeds: seeds.length, rulePagesBuilt: rulePages, indexed },
    wallSeconds: Number(wall.toFixed(1)),
    cpuSeconds: byStage(stages, 'cpuSeconds', cpu),
    wallSecondsByStage: byStage(stages, 'wallSeconds', wall),
    peakMemoryGB: { processTree: gb(peak.total), largestProcess: gb(peak.largest) },
    loadAtStart: load,
    warnings: Number(/contenido: (\d+) aviso/.exec(log)?.[1] ?? NaN),
    logLines: log.split('\n').length,
    wikiCache: cache
      ? { converted: Number(cache[1]), reused: Number(cache[2]), rewritten: Number(cache[3]) }
      : undefined,
    gzipKB: await listSizes(outDir),
    checks,
  };
  if (!keep) await rm(work, { recursive: true, force: true });
  await rm(path.join(root, '.cache/logs', `${logName}-stages.json`), { force: true });
  await mkdir(path.join(root, '.cache'), { recursive: true });
  await writeFile(
    path.join(root, `.cache/bench-pages-${pages}${again ? '-again' : ''}.json`),
    JSON.stringify(report, null, 2),
  );
  console.log(JSON.stringify(report, null, 2));
  const wrong = [
    // Every seed and every clone is a rule page (the seeds' own redirects aside).
    ...(rulePages < seeds.length + pages
      ? [`solo ${rulePages} de ${seeds.length + pages} páginas de reglas construidas`]
      : []),
    ...(checks.links.problems > 0
      ? [`${checks.links.problems} enlaces rotos: ${checks.links.firstProblems.join('; ')}`]
      : []),
    ...(checks.search.problem
      ? [
          `búsqueda: ${checks.search.problem}; fuera de los tres primeros: ${checks.search.misses.join('; ')}`,
        ]
      : []),
  ];
  for (const line of wrong) console.error(line);
  if (wrong.length > 0) process.exit(1);
}

/**
 * Seconds of each stage: the content stage and each integration's (search index, client assets,
 * manifest, service worker) as the build recorded them, and `astro`, what is left of the whole
 * build's `total`: Astro's own work on the pages.
 */
export function byStage(
  stages: readonly StageTime[],
  field: keyof Omit<StageTime, 'stage'>,
  total: number,
) {
  const out = Object.fromEntries(stages.map((s) => [s.stage, s[field]]));
  const recorded = stages.reduce((sum, s) => sum + s[field], 0);
  return { ...out, astro: Number((total - recorded).toFixed(2)) };
}

/** A plain sentence line of a synthetic page (text, not markup), found from the middle of the dump. */
const SENTENCE = /^(\* )?[A-ZÁÉÍÓÚ][^{}|]*\.$/;

/** The dump with one more word at the end of one sentence: one page changes, no line moves. */
export function editOneSentence(text: string): { text: string; line: string } {
  const lines = text.split('\n');
  const start = Math.floor(lines.length / 2);
  const at = lines.findIndex((line, i) => i >= start && SENTENCE.test(line));
  if (at < 0) throw new Error('ninguna frase que cambiar en el volcado sintético');
  lines[at] = `${lines[at]!.slice(0, -1)} (cambiada ${Date.now()}).`;
  return { text: lines.join('\n'), line: `${at + 1}: ${lines[at]!.slice(0, 80)}` };
}

/** Gzip size (KB, level 9) of a file of the built site, or of the largest matching file. */
async function gzipKB(dir: string, files: string[]): Promise<number> {
  let largest = 0;
  for (const file of files) {
    const bytes = await readFile(path.join(dir, file)).catch(() => undefined);
    if (bytes) largest = Math.max(largest, gzipSync(bytes, { level: 9 }).length);
  }
  return Number((largest / 1024).toFixed(1));
}

async function listed(dir: string, sub: string, file: (name: string) => string): Promise<string[]> {
  const names = await readdir(path.join(dir, sub)).catch(() => [] as string[]);
  return names.map((name) => path.join(sub, file(name)));
}

/** The pages that list everything, their largest group page, and the link previews. */
async function listSizes(dir: string): Promise<Record<string, number>> {
  const groups = (sub: string) => listed(dir, sub, (name) => `${name}/index.html`);
  const faqGroups = (await groups('reglas/faq')).filter(
    (f) => !f.endsWith('index.html/index.html'),
  );
  const buckets = (await listed(dir, 'search/previews', (name) => name)).filter(
    (f) => !f.endsWith('index.json'),
  );
  return {
    reglas: await gzipKB(dir, ['reglas/index.html']),
    faq: await gzipKB(dir, ['reglas/faq/index.html']),
    largestLetterPage: await gzipKB(dir, await groups('reglas/indice')),
    largestFaqLetterPage: await gzipKB(dir, faqGroups),
    largestSectionPage: await gzipKB(dir, await groups('reglas/seccion')),
    previewsIndex: await gzipKB(dir, ['search/previews/index.json']),
    largestPreviewsBucket: await gzipKB(dir, buckets),
    previewBuckets: buckets.length,
  };
}
