/**
 * `npm test`: the content, strictly; a strict build of the whole site, with lint and formatting
 * beside it; then the types, the unit and fixture tests and the browser tests against the build,
 * side by side. Ends with one plain `N passed, N failed` line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearStaleBuildLock, holdBuildLock } from '../tests/e2e/helpers/build-lock.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

/** Lowers a child's priority by `nice` (0: unchanged); where that is not allowed it runs as it is. */
function lower(pid: number | undefined, nice: number): void {
  if (nice === 0 || pid === undefined) return;
  try {
    setPriority(pid, nice);
  } catch {
    // Not allowed here: it runs at normal priority.
  }
}

/**
 * Node with `args`, unable to raise its own priority or its children's. As root (CI, these
 * machines) Chromium raises its browser and GPU processes to nice -8 whatever the nice it starts
 * with (seen with `ps` in a browser run started at nice 5: renderers 5, browser and GPU -8,
 * network 0). Without the capability to (`setpriv`, util-linux: CAP_SYS_NICE dropped from the
 * bounding set, so nothing it starts gets it back) every process of the run keeps the nice given.
 * Elsewhere (not root, or no setpriv) Node as it is: a user's process cannot raise its priority.
 */
function keepingNice(args: string[]): [string, string[]] {
  const setpriv = '/usr/bin/setpriv';
  if (process.getuid?.() !== 0 || !existsSync(setpriv)) return [process.execPath, args];
  return [setpriv, ['--inh-caps=-sys_nice', '--bounding-set=-sys_nice', process.execPath, ...args]];
}

/**
 * Like `run`, but in the background, its output streamed as it comes; `nice` as in `lower`, for
 * the whole tree of processes it starts (`keepingNice`).
 */
const runAlongside = (args: string[], nice = 0) =>
  new Promise<number>((resolve) => {
    const [command, commandArgs] = keepingNice(args);
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
    lower(child.pid, nice);
    child.on('close', (code) => resolve(code ?? 1));
  });

/**
 * Like `run`, but in the background, its output printed in one piece when it ends; `nice` as in
 * `lower` (10 for work nothing waits on: it takes what the build and the browser tests leave idle).
 */
const runQuiet = (args: string[], env: Record<string, string> = {}, nice = 0) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
    lower(child.pid, nice);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => {
      process.stdout.write(out);
      resolve(code ?? 1);
    });
  });

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}
async function counts(file: string): Promise<VitestReport> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as VitestReport;
  } catch {
    return { numPassedTests: 0, numFailedTests: 1 };
  }
}

/**
 * One line per failed test (file, name, the first line of its error). CI keeps only the end of
 * the output, where the reporter's own account of a failure, printed long before, is gone.
 */
function failures(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const why = (test.failureMessages?.[0] ?? '').split('\n')[0]!.slice(0, 200);
        return `✗ ${path.relative(root, file.name)} › ${test.fullName}: ${why}`;
      }),
  );
}

/** Wall seconds of each step, printed at the end: where the run's time went. */
const steps: string[] = [];
let stepStart = performance.now();
const stepDone = (name: string) => {
  const now = performance.now();
  steps.push(`${name} ${((now - stepStart) / 1000).toFixed(0)} s`);
  stepStart = now;
};

const reports = path.join(root, '.cache');
await rm(path.join(reports, 'unit.json'), { force: true });
await rm(path.join(reports, 'e2e.json'), { force: true });

// 0. Generate the content collections, strictly (a warning fails this step; the content is
//    written whole either way): the types, the lint, the unit tests and the build read them
//    (the mission scoring data is generated from the ITS source).
const content = run([path.join(root, 'scripts/content.ts'), '--strict']);
stepDone('contenido');

// 1. The whole site from that content (SKIP_CONTENT: step 0 was its strict content stage), and
//    beside it ESLint and Prettier, which go on while the browser tests start: the build is
//    mostly one busy thread. Each prints its output in one piece when it ends.
const buildDone = runQuiet([path.join(root, 'scripts/build.ts'), '--strict', '--local'], {
  SKIP_CONTENT: '1',
});
// Lint and formatting have no time limits, and nothing waits on them: below the build (which
// the browser tests wait on) and the unit tests (some bound their wall time).
// Both keep a cache under .cache/ keyed by each file's content (and their own version and
// config): a file that changed, or any file after a config change, is checked again; one that
// did not is not checked again (docs/figures.md).
const lintDone = runQuiet(
  [
    path.join(root, 'node_modules/eslint/bin/eslint.js'),
    '--cache',
    '--cache-strategy=content',
    `--cache-location=${reports}/eslint/`,
    '.',
  ],
  {},
  10,
);
const formatDone = runQuiet(
  [
    path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
    '--check',
    '--log-level=warn',
    '--cache',
    '--cache-strategy=content',
    `--cache-location=${reports}/prettier.json`,
    '.',
  ],
  {},
  10,
);

const build = await buildDone;
stepDone('build estricto');

// 2. Types (`astro check --noSync`: it reads `.astro/` as the build wrote it) and the unit,
//    fixture and component tests, at normal priority beside the browser tests (nice 5). The
//    browser tests' own site build rewrites `.astro/`, so it waits on its build lock, held until
//    the check and the unit tests (which compile `.astro` files) end
//    (tests/e2e/helpers/sequencer.ts).
clearStaleBuildLock(); // one left by a killed run
const releaseLock = await holdBuildLock();
const checkDone = runQuiet(
  [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'check', '--noSync'],
  { ASTRO_TELEMETRY_DISABLED: '1' },
);
const unitDone = runQuiet([
  vitest,
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/unit.json`,
]);
void Promise.all([checkDone, unitDone]).finally(releaseLock);

// 3. The browser tests against dist/, beside the check and the unit tests.
const e2e =
  build === 0
    ? await runAlongside(
        [
          vitest,
          'run',
          '--config',
          'vitest.e2e.config.ts',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${reports}/e2e.json`,
          // Nice 5, every Chromium process included (`keepingNice`): `astro check` and the unit tests,
          // at normal priority beside them, hold the browser tests' build lock, and the browser
          // file that waits on it idles its worker until they end (at equal priority the check
          // took 200 s instead of 24 under two browser workers).
        ],
        5,
      )
    : 1;
const [check, unit, lint, format] = await Promise.all([checkDone, unitDone, lintDone, formatDone]);
stepDone('navegador, con tipos, unitarias, lint y formato al lado');

const a = await counts(`${reports}/unit.json`);
const b =
  build === 0 ? await counts(`${reports}/e2e.json`) : { numPassedTests: 0, numFailedTests: 1 };
const passed = a.numPassedTests + b.numPassedTests;
const failed =
  (content === 0 ? 0 : 1) +
  a.numFailedTests +
  b.numFailedTests +
  // A file that fails before its tests (a hook) fails no test: count it.
  (unit !== 0 && a.numFailedTests === 0 ? 1 : 0) +
  (e2e !== 0 && b.numFailedTests === 0 ? 1 : 0) +
  (build === 0 ? 0 : 1) +
  (check === 0 ? 0 : 1) +
  (lint === 0 ? 0 : 1) +
  (format === 0 ? 0 : 1);
for (const line of [...failures(a), ...failures(b)]) console.log(line);
if (build !== 0) console.error('el build estricto del sitio falló');
if (check !== 0) console.error('astro check encontró errores de tipos');
if (lint !== 0) console.error('eslint encontró errores');
if (format !== 0) console.error('prettier --check: hay archivos sin formato (npm run format)');
console.log(`tiempos: ${steps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(
  content === 0 &&
    check === 0 &&
    lint === 0 &&
    format === 0 &&
    unit === 0 &&
    build === 0 &&
    e2e === 0
    ? 0
    : 1,
);
