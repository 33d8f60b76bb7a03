/**
 * `npm run build`: the whole site into `dist/` (OUT_DIR for another folder).
 * 1. The content stage (scripts/content.ts, pipeline/): sources → content collections.
 * 2. `astro build`: every page, then the integrations of src/integrations/ (search index,
 *    on-demand scripts, manifest and icons, service worker). This process becomes Astro's
 *    (`process.execve`): no parent waits beside it, holding memory.
 * A build is for publishing: without SITE_URL (the public address) it stops at once, saying so.
 * `--local` builds for this machine instead, at http://localhost:4321 (`npm start`, the tests and
 * the bench pass it; docs/publishing.md).
 * `--strict` (or STRICT=1) turns content warnings into a failing exit. BASE_PATH (`/infinity/`)
 * builds the site for a sub-path. Astro's whole output goes to `.cache/logs/<out>-astro.log`
 * (the terminal gets it without the list of every page: src/integrations/build-log.ts), each
 * stage's wall and CPU time to `.cache/logs/<out>-stages.json` (the bench reads it).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_DIR } from '../src/content/generated-dir.ts';
import { recordStage, logFile } from '../src/integrations/stages.ts';
import { astroMemory } from './lib/astro-memory.ts';
import { runScript } from './lib/run.ts';

const root = path.resolve(import.meta.dirname, '..');
const strict = process.argv.includes('--strict') || process.env['STRICT'] === '1';
const local = process.argv.includes('--local');

// 0. Canonical and Open Graph URLs, preview cards, the sitemap, robots.txt and the feed need the
// public address: a build for publishing without it would point every one of them at localhost.
if (!process.env['SITE_URL'] && !local) {
  console.error(
    'SITE_URL no está definida: para publicar, SITE_URL=https://tu-dominio/ npm run build; para probar en este equipo, npm run build -- --local.',
  );
  process.exit(1);
}
const outDir = path.resolve(root, process.env['OUT_DIR'] ?? 'dist');
const stagesFile = logFile(root, outDir, 'stages.json');
await mkdir(path.dirname(stagesFile), { recursive: true });
await rm(stagesFile, { force: true });

// 1. Content collections from the sources, in a child process: the whole wiki's trees are freed
// when it ends, before Astro starts. It prints its warnings and fails a --strict build itself.
// SKIP_CONTENT=1 reuses what an earlier build generated (a test builds the same content again
// under another base).
if (process.env['SKIP_CONTENT'] === '1') {
  console.log('SKIP_CONTENT=1: se reutiliza el contenido ya generado.');
} else {
  const status = await recordStage(root, outDir, 'content', () =>
    runScript(root, 'scripts/content.ts', strict ? ['--strict'] : []),
  );
  if (status !== 0) process.exit(status);
}

// 2. Astro renders every page and its integrations finish the site (src/integrations/). This
// process becomes Astro's build (lib/astro-build.ts), with a heap sized for the number of rule
// pages (lib/astro-memory.ts).
const rulePages = (() => {
  try {
    return readdirSync(path.resolve(root, GENERATED_DIR, 'rules')).length;
  } catch {
    return 0; // no content: Astro says what is missing
  }
})();
const memory = astroMemory(rulePages);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...memory.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  BUILD_LOG: logFile(root, outDir, 'astro.log'),
};
// BASE_PATH alone sets the base. Astro's pages read `import.meta.env.BASE_URL`, which an inherited
// BASE_URL variable overrides (vitest sets BASE_URL=/ in its workers and their child processes).
delete env['BASE_URL'];
const command = [...memory.nodeFlags, path.join(root, 'scripts/lib/astro-build.ts'), outDir];
if (process.execve) process.execve(process.execPath, [process.execPath, ...command], env);
// Where a process cannot replace itself (not POSIX): Astro as a child, its status as ours.
const astro = spawn(process.execPath, command, { cwd: root, stdio: 'inherit', env });
astro.on('close', (code) => process.exit(code ?? 1));
