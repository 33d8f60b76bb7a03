/**
 * The whole site into `dist/`: content generation, Astro, the Pagefind index, the scripts
 * loaded on demand, then what makes it installable and offline (manifest, icons, Workbox's
 * service worker, which must come last: it precaches every file written before it).
 * `--strict` (or STRICT=1) turns content warnings into a failing exit. BASE_PATH (`/infinity/`)
 * builds the site for a sub-path: Astro's `base`, and src/lib/base-path.ts for everything else.
 * Each stage's wall and CPU time goes to `.cache/logs/<out>-stages.json` (the bench reads it),
 * Astro's output to `.cache/logs/<out>-astro.log` (tests/e2e/build-log.test.ts reads it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { buildClientAssets } from '../src/integrations/client-assets.ts';
import { buildManifest } from '../src/integrations/offline/manifest.ts';
import { buildServiceWorker } from '../src/integrations/offline/service-worker.ts';
import { buildSearchIndex } from '../src/integrations/search/index-pages.ts';
import { astroBuildInShards, ruleNames } from '../src/integrations/shards/astro-shards.ts';
import { createSearchFeed } from '../src/integrations/shards/search-feed.ts';
import { timeStage, type StageTime } from '../tools/bench/stages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const strict = process.argv.includes('--strict') || process.env['STRICT'] === '1';
// OUT_DIR builds elsewhere than dist/ (the tests' hostile-input site).
const outDir = path.resolve(root, process.env['OUT_DIR'] ?? 'dist');
const logs = path.join(
  root,
  '.cache/logs',
  path.relative(root, outDir).replace(/[^a-z0-9]+/gi, '-'),
);
const stages: StageTime[] = [];
// BASE_PATH alone sets the base. Astro's pages read `import.meta.env.BASE_URL`, which an inherited
// BASE_URL variable overrides (vitest sets BASE_URL=/ in its workers and their child processes).
delete process.env['BASE_URL'];
await mkdir(path.dirname(logs), { recursive: true });

// 0. Canonical and Open Graph URLs, the sitemap and robots.txt need the public address.
if (!process.env['SITE_URL'])
  console.warn(
    'SITE_URL no está definida: URL canónicas, sitemap y robots.txt apuntan a http://localhost:4321 (para publicar: SITE_URL=https://tu-dominio/ npm run build).',
  );

// 1. Content collections from the sources. SKIP_CONTENT=1 reuses the ones an earlier build
// generated (the BASE_PATH test builds the same content again under another base). In a child
// process: the whole wiki's trees are freed when it ends, so they cannot add to the process
// tree's peak while Astro runs (issue 12: ≤ 2 GB for the whole tree).
// It prints its warnings and fails a --strict build itself (scripts/content.ts).
if (process.env['SKIP_CONTENT'] === '1') {
  console.log('SKIP_CONTENT=1: se reutiliza el contenido ya generado.');
} else {
  const status = await timeStage(stages, 'content', () =>
    runScript(path.join(root, 'scripts/content.ts'), strict ? ['--strict'] : []),
  );
  if (status !== 0) process.exit(status);
}

// 2. Astro renders every page to static HTML: a large wiki in shards, one after another, merged
// into outDir (src/integrations/shards/astro-shards.ts); the seeds in one build.
// 3. Pagefind indexes the built pages, from the start: it takes each page once it and the pages
// before it in the index's order are built (src/integrations/shards/search-feed.ts), so in a rebuild in
// shards most of the index is made while the changed shards build (a clean build gives its pages
// once its shards are built: src/integrations/shards/astro-shards.ts). It writes its bundle once Astro's
// stage has put the whole site in outDir (`written`). Its stage's wall time is what is left after Astro; its CPU,
// the whole of Pagefind's service (this process's share of the indexing while Astro runs counts
// in Astro's stage).
const names = await ruleNames(root);
const feed = createSearchFeed(names);
const indexing = buildSearchIndex(outDir, feed.pages(), feed.siteWritten);
// Awaited in its stage, after Astro's: until then its failure is not an unhandled rejection.
indexing.catch(() => {});
const astro = await timeStage(stages, 'astro', () => astroBuildInShards(root, outDir, names, feed));
await writeFile(`${logs}-astro.log`, astro.log);
await writeFile(`${logs}-shards.json`, JSON.stringify(astro.shards, null, 2));
if (astro.status !== 0) {
  feed.fail(new Error('Astro falló'));
  await indexing.catch(() => {}); // Pagefind's service closed
  process.exit(astro.status);
}
await timeStage(stages, 'pagefind', () => indexing);

// 4. The search, the page script and the update notice, loaded on demand from `dist/assets/`.
await timeStage(stages, 'client-assets', () => buildClientAssets(root, outDir));

// 5. Installable: manifest and icons.
await timeStage(stages, 'manifest', () => buildManifest(root, outDir));

// 6. Offline: the service worker precaches everything above (within its budget).
await timeStage(stages, 'service-worker', () => buildServiceWorker(outDir));
await writeFile(`${logs}-stages.json`, JSON.stringify(stages, null, 2));

/** Runs a script of this project with this Node, its output shown as it comes; its exit status. */
function runScript(script: string, args: string[]): Promise<number> {
  const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}
