/**
 * The whole site into `dist/`: content generation, Astro, the Pagefind index, the scripts
 * loaded on demand, then what makes it installable and offline (manifest, icons, Workbox's
 * service worker, which must come last: it precaches every file written before it).
 * `--strict` (or STRICT=1) turns content warnings into a failing exit.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './build-content.ts';
import { buildClientAssets } from './client-assets.ts';
import { buildManifest } from './offline/manifest.ts';
import { buildServiceWorker } from './offline/service-worker.ts';
import { buildSearchIndex } from './search-index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const strict = process.argv.includes('--strict') || process.env['STRICT'] === '1';
// OUT_DIR builds elsewhere than dist/ (the tests' hostile-input site).
const outDir = path.resolve(root, process.env['OUT_DIR'] ?? 'dist');

// 1. Content collections from the sources.
const { warnings } = await buildContent();
if (strict && warnings.length > 0) {
  console.error(`--strict: ${warnings.length} aviso(s), el build falla`);
  process.exit(1);
}

// 2. Astro renders every page to static HTML.
const astro = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  },
);
if (astro.status !== 0) process.exit(astro.status ?? 1);

// 3. Pagefind indexes the built pages.
await buildSearchIndex(outDir);

// 4. The search, the page script and the update notice, loaded on demand from `dist/assets/`.
await buildClientAssets(root, outDir);

// 5. Installable: manifest and icons.
await buildManifest(root, outDir);

// 6. Offline: the service worker precaches everything above (within its budget).
await buildServiceWorker(outDir);
