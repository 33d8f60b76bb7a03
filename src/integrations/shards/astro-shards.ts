/**
 * Astro's build of a large wiki, in shards run one after another (issue 12): one `astro build`
 * holds every page of its bundle in memory (about 1 MB a rule page), so a 5,000-page wiki does
 * not fit in 2 GB as one build. Each shard renders the rule pages whose file names hash to it
 * (src/integrations/shards/build-shard.ts); shard 0 renders every other page (lists, term pages, ITS…), reading
 * every rule page's frontmatter (src/content/rule-data-loader.ts), and no rule page: it is built
 * again whenever what the lists show changes, and stays small. The outputs are merged
 * into `outDir`; Pagefind, fed each shard's pages as it is built, and the service worker run once
 * over the whole site.
 *
 * Incremental: each shard's output is kept (next to its own Astro content store) with a key of
 * everything it is a function of. A shard whose key did not change is copied, not built: after
 * one changed page, the shard of that page is built again, and shard 0 when anything the lists
 * or the other pages read changed (a page's frontmatter, the histories, the term pages' quotes).
 *
 * A wiki of at most ASTRO_ONE_BUILD_PAGES rule pages (default 700; the seeds have 46) is built
 * exactly as before, in one `astro build` into `outDir`; a larger one in shard 0 and rule shards
 * of at most ASTRO_SHARD_PAGES rule pages each (default 1,100).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { astroBuild } from './astro-build.ts';
import { samplePeak } from '../../../tools/bench/process-tree.ts';
import { GENERATED_DIR } from '../../content/generated-dir.ts';
import { shardOf } from './build-shard.ts';
import { frontmatterJson } from '../../content/rule-data-loader.ts';
import { pipelineKey, treeCacheKey } from '../../markdown/tree-cache.ts';
import { precompileInBackground } from './precompile.ts';
import { normalizeBase } from '../../lib/base-path.ts';
import type { SearchFeed } from './search-feed.ts';
import { sitePageFiles, type SitePageFile } from '../site-files.ts';

/**
 * Rule pages built in one `astro build` with every other page: one build of 1,045 rule pages
 * peaked at 1.53 GB in one process (1.72 GB for the tree), so a larger wiki is sharded.
 */
export const DEFAULT_ONE_BUILD_PAGES = 700;

/**
 * Rule pages a rule shard holds at most. A rule shard costs ~8 s of Astro start-up, Vite and
 * content sync whatever its size, and its memory grows slowly with its pages (alone: 1.03 GB at
 * 640 pages, 1.19 GB at 1,276, 1.34 GB at 1,667). At 5,045 pages, 1,100 (5 rule shards)
 * against 700 (8): Astro 109–112 s wall against 141 s, the whole build 167.6 and 174.4 s against
 * 203.1 s, alternate runs; the tree's peak 1.52–1.90 GB (three runs) against 1.76–1.85 GB.
 * Larger is not better: 1,400 (4 rule shards) took 194.7 s, its shards 24–30 s each; 1,800 (3)
 * reached 1.96 GB.
 */
export const DEFAULT_SHARD_PAGES = 1100;

const gb = (bytes: number) => Number((bytes / 1024 ** 3).toFixed(2));
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));
/** The shards' runs in shard order (they run in build order: shard 0 last in a rebuild). */
const byIndex = (runs: ShardRun[]) => [...runs].sort((a, b) => a.shard - b.shard);

/** Files of the generated content that only shard 0's pages read (term pages, histories). */
const LISTS_ONLY = new Set([
  'wiki/history.json',
  'wiki/terms.json',
  'wiki/pages.json',
  'wiki/missing-links.json',
]);

/** What one shard did. */
export interface ShardRun {
  shard: number;
  rulePages: number;
  built: boolean;
  /** Wall seconds of its `astro build` (0 when reused). */
  wallSeconds: number;
  /** Peak resident memory of this process and its children (GB) while it was built. */
  peakGB: number;
}

/**
 * The number of shards for `pages` rule pages: one when there are at most `oneBuild`, else
 * shard 0 (the other pages) and as many rule shards of at most `perShard` pages as needed.
 */
export function shardCount(
  pages: number,
  { oneBuild, perShard }: { oneBuild: number; perShard: number },
): number {
  return pages <= oneBuild ? 1 : 1 + Math.ceil(pages / Math.max(1, perShard));
}

/** Every file under `dir` (relative paths, sorted), or none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * `from`'s files under `to`, as hard links: the merge links the shards' outputs into the site
 * instead of copying them (~12 s of copying at 5,045 pages). Safe because nothing writes into a
 * merged file afterwards: the later stages only create files of their own (pagefind/, search/,
 * assets/, icons/, the manifest, the service worker), in an output folder emptied before the
 * merge, and Astro writes a shard's output into a folder it empties first. A file that cannot be
 * linked (another file system) is copied. A file already there is kept (`_astro/`'s names are
 * content hashes: the same name is the same file). Returns the number of files linked or copied.
 */
export async function linkTree(from: string, to: string): Promise<number> {
  const entries = await readdir(from, { withFileTypes: true }).catch(() => undefined);
  if (!entries) return 0;
  await mkdir(to, { recursive: true });
  let count = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      count += await linkTree(source, target);
      continue;
    }
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
      await copyFile(source, target);
    }
    count++;
  }
  return count;
}

/** Hash of the named files' paths and contents. */
async function hashFiles(hash: ReturnType<typeof createHash>, dir: string, files: string[]) {
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(await readFile(path.join(dir, file)).catch(() => Buffer.from('(falta)')));
  }
}

/** What every shard's output is a function of: the code, the config, the environment. */
async function codeKey(root: string, count: number): Promise<string> {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      node: process.version,
      count,
      env: ['SITE_URL', 'BASE_PATH'].map((name) => process.env[name] ?? ''),
    }),
  );
  // public/ is copied into shard 0's output, which the merge keeps.
  for (const dir of ['src', 'public', 'content/glossary'])
    await hashFiles(hash, path.join(root, dir), await filesUnder(path.join(root, dir)));
  await hashFiles(hash, root, ['astro.config.mjs', 'package-lock.json', 'tsconfig.json']);
  return hash.digest('hex');
}

/** The rule pages of the generated content: their file names without `.mdx`, sorted. */
export async function ruleNames(root: string): Promise<string[]> {
  const rulesDir = path.join(path.resolve(root, GENERATED_DIR), 'reglas');
  return (await readdir(rulesDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.slice(0, -4))
    .sort();
}

/**
 * Astro over the generated content in shards when it holds more rule pages than one shard
 * takes; otherwise one plain `astro build` into `outDir`. `feed` is told which pages are written
 * as each shard is built or reused, `done` once every shard's are (the search index takes them
 * meanwhile: lib/search-feed.ts), and `written` once the site is merged into `outDir`, where the
 * index writes its bundle; nothing is told when the build fails. `names`: `ruleNames(root)`, read
 * once by the caller, which orders the feed by them.
 */
export async function astroBuildInShards(
  root: string,
  outDir: string,
  names: readonly string[],
  feed?: Pick<SearchFeed, 'ready' | 'done' | 'written'>,
): Promise<{ status: number; log: string; shards: ShardRun[] }> {
  const generated = path.resolve(root, GENERATED_DIR);
  const rulesDir = path.join(generated, 'reglas');
  // Anything but a positive number (unset, «mil», 0) is the default.
  const count = shardCount(names.length, {
    oneBuild: Number(process.env['ASTRO_ONE_BUILD_PAGES']) || DEFAULT_ONE_BUILD_PAGES,
    perShard: Number(process.env['ASTRO_SHARD_PAGES']) || DEFAULT_SHARD_PAGES,
  });
  if (count === 1) {
    const start = performance.now();
    const sampler = samplePeak(process.pid);
    const { status, log } = await astroBuild(root, outDir);
    const wallSeconds = seconds(start);
    const peakGB = gb(sampler.stop().total);
    if (status === 0) {
      feed?.ready(await sitePageFiles(outDir));
      feed?.done();
      feed?.written();
    }
    return {
      status,
      log,
      shards: [{ shard: 0, rulePages: names.length, built: true, wallSeconds, peakGB }],
    };
  }

  // 1. The keys: code and config, the generated content the shards share, each shard's pages.
  const keysStart = performance.now();
  const code = await codeKey(root, count);
  const shared = createHash('sha256');
  const listsOnly = createHash('sha256');
  const others = (await filesUnder(generated)).filter((f) => !f.startsWith(`reglas${path.sep}`));
  await hashFiles(
    shared,
    generated,
    others.filter((f) => !LISTS_ONLY.has(f.split(path.sep).join('/'))),
  );
  await hashFiles(
    listsOnly,
    generated,
    others.filter((f) => LISTS_ONLY.has(f.split(path.sep).join('/'))),
  );
  const byShard: string[][] = Array.from({ length: count }, () => []);
  for (const name of names) byShard[shardOf(name, count)]!.push(name);
  const pageKeys = byShard.map(() => createHash('sha256'));
  // The rule pages' compiles, each shard's loader takes them from here (rule-tree-cache.ts).
  const pipeline = pipelineKey(root, normalizeBase(process.env['BASE_PATH']));
  const treeKeys = new Set<string>();
  for (const name of names) {
    const text = await readFile(path.join(rulesDir, `${name}.mdx`), 'utf8');
    treeKeys.add(`${treeCacheKey(text, pipeline)}.json`);
    const shard = shardOf(name, count);
    pageKeys[shard]!.update(`\0${name}\0${text}`);
    // The lists (shard 0) read every page's frontmatter.
    if (shard !== 0) listsOnly.update(`\0${name}\0${frontmatterJson(text) ?? ''}`);
  }
  const sharedKey = shared.digest('hex');
  const listsKey = listsOnly.digest('hex');
  const keys = pageKeys.map((page, i) =>
    createHash('sha256')
      .update([code, sharedKey, i === 0 ? listsKey : '', page.digest('hex')].join('\n'))
      .digest('hex'),
  );

  const keysSeconds = seconds(keysStart);

  // 2. Each shard whose key changed is built again, one after another (memory), into its own
  // folder with its own content store. A clean build starts with shard 0, which compiles no rule
  // page, so that the background compile (below) gets ahead of the rule shards, and gives the
  // search index its pages once every shard is built: the background compile keeps the second
  // core busy, so indexing beside the shards gained nothing at 5,045 pages (176.6, 184.1, 168.7 s
  // against 178.4 s) and raised a rule shard's peak to 2.11 GB. Any other build ends with shard
  // 0 and gives each shard's pages as soon as it is built or found unchanged: while the changed
  // shards and shard 0 build, the index takes every rule page before them (lib/search-feed.ts:
  // the rule pages come first in its order, shard after shard).
  const cacheBase = path.resolve(root, process.env['ASTRO_CACHE_DIR'] ?? 'node_modules/.astro');
  const shardDir = (i: number) => path.join(cacheBase, `fragmento-${i}`);
  const shardOut = (i: number) => path.join(shardDir(i), 'dist');
  const keyFile = (i: number) => path.join(shardDir(i), 'clave.txt');
  let log = '';
  const runs: ShardRun[] = [];
  const toBuild = await Promise.all(
    keys.map(
      async (key, i) =>
        (await readFile(keyFile(i), 'utf8').catch(() => '')) !== key || !existsSync(shardOut(i)),
    ),
  );
  const ruleShards = Array.from({ length: count - 1 }, (_, i) => i + 1);
  const clean = toBuild.every(Boolean);
  const order = clean ? [0, ...ruleShards] : [...ruleShards, 0];
  // The pages of a shard, once written into its folder: a rule shard's rule pages, shard 0's all.
  const shardPages = async (i: number): Promise<SitePageFile[]> =>
    i === 0
      ? sitePageFiles(shardOut(0))
      : byShard[i]!.map((name) => ({
          url: `/reglas/${name}/`,
          file: path.join(shardOut(i), 'reglas', name, 'index.html'),
        })).filter((page) => existsSync(page.file));
  for (const i of order) if (!toBuild[i]) feed?.ready(await shardPages(i));
  // While the first shard builds, one worker thread compiles the pages of the rule shards still
  // to come, in the order they build (each `astro build` keeps about one core busy; this uses the
  // other). A rule shard built first compiles its own.
  const treeCache = path.join(cacheBase, 'arboles');
  const toCompile = order.filter((i) => toBuild[i]);
  const background = precompileInBackground(
    toCompile.flatMap((i, at) =>
      i > 0 && at > 0 ? byShard[i]!.map((name) => path.join(rulesDir, `${name}.mdx`)) : [],
    ),
    normalizeBase(process.env['BASE_PATH']),
    treeCache,
    pipeline,
  );
  try {
    for (const i of order) {
      const built = toBuild[i]!;
      const pages =
        i === 0 ? 'las páginas que no son de reglas' : `${byShard[i]!.length} páginas de reglas`;
      const line = `astro: fragmento ${i + 1} de ${count}: ${pages}, ${built ? 'se construye' : 'sin cambios, se reutiliza'}\n`;
      process.stdout.write(line);
      log += line;
      const run: ShardRun = {
        shard: i,
        rulePages: byShard[i]!.length,
        built,
        wallSeconds: 0,
        peakGB: 0,
      };
      runs.push(run);
      if (!built) continue;
      const start = performance.now();
      const sampler = samplePeak(process.pid);
      await mkdir(shardDir(i), { recursive: true });
      await rm(keyFile(i), { force: true });
      const result = await astroBuild(root, shardOut(i), {
        RULE_SHARD: `${i}/${count}`,
        ASTRO_CACHE_DIR: path.join(shardDir(i), 'astro'),
        RULE_TREE_CACHE: treeCache,
      });
      run.wallSeconds = seconds(start);
      run.peakGB = gb(sampler.stop().total);
      log += result.log;
      if (result.status !== 0) return { status: result.status, log, shards: byIndex(runs) };
      await writeFile(keyFile(i), keys[i]!);
      if (!clean) feed?.ready(await shardPages(i));
    }
  } finally {
    await background.stop();
  }
  // Compiles of pages that no longer exist or changed are dropped.
  for (const file of await readdir(treeCache).catch(() => [] as string[])) {
    if (!treeKeys.has(file)) await rm(path.join(treeCache, file), { force: true });
  }

  // A clean build's pages, now that no shard builds. Every page is given: the index takes the
  // last ones (shard 0's, last in its order) while the merge runs.
  if (clean) for (const i of order) feed?.ready(await shardPages(i));
  feed?.done();

  // 3. Merge, as hard links (linkTree): shard 0 whole, then each other shard's rule pages and its
  // assets (content-hashed names, so a file of the same name is the same file).
  const mergeStart = performance.now();
  await rm(outDir, { recursive: true, force: true });
  await linkTree(shardOut(0), outDir);
  const missing: string[] = [];
  for (let i = 1; i < count; i++) {
    for (const name of byShard[i]!) {
      const from = path.join(shardOut(i), 'reglas', name);
      if (!existsSync(from)) missing.push(name);
      else await linkTree(from, path.join(outDir, 'reglas', name));
    }
    await linkTree(path.join(shardOut(i), '_astro'), path.join(outDir, '_astro'));
  }
  if (missing.length > 0) {
    const line = `astro: ${missing.length} página(s) de reglas sin construir en su fragmento: ${missing.slice(0, 5).join(', ')}\n`;
    process.stderr.write(line);
    return { status: 1, log: log + line, shards: byIndex(runs) };
  }
  feed?.written();
  // Where the stage's time outside the shards' builds goes (the bench reads the log).
  const times = `astro: claves ${keysSeconds} s, unión ${seconds(mergeStart)} s\n`;
  process.stdout.write(times);
  return { status: 0, log: log + times, shards: byIndex(runs) };
}
