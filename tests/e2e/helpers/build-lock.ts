import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
/**
 * Held while a browser test builds a site of its own, and by `npm test` while `astro check`
 * reads the project's `.astro/` beside the browser tests. Holds the pid of its holder, so
 * global-setup can tell a lock left by a killed run from one held now.
 */
export const BUILD_LOCK = path.join(root, '.cache/e2e-build.lock');
const owner = path.join(BUILD_LOCK, 'pid');

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function tryTake(): boolean {
  mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  try {
    mkdirSync(BUILD_LOCK, { recursive: false });
  } catch {
    return false;
  }
  writeFileSync(owner, String(process.pid));
  return true;
}

function release(): void {
  rmSync(BUILD_LOCK, { recursive: true, force: true });
}

/**
 * Runs the browser tests' own site build (BASE_PATH and hostile wiki) while no other build runs:
 * whatever their cache and output folders, Astro writes the project's `.astro/` (its content
 * modules among it), and two builds at once break each other (`UnknownContentCollectionError`).
 */
export function oneBuildAtATime<T>(build: () => T): T {
  while (!tryTake()) sleep(200);
  try {
    return build();
  } finally {
    release();
  }
}

/** Takes the lock (waiting asynchronously) until the returned function is called. */
export async function holdBuildLock(): Promise<() => void> {
  while (!tryTake()) await new Promise((resolve) => setTimeout(resolve, 200));
  return release;
}

/** Removes the lock when the process that took it is gone (a run killed mid-build). */
export function clearStaleBuildLock(): void {
  const taken = statSync(BUILD_LOCK, { throwIfNoEntry: false });
  if (!taken) return;
  let pid: number;
  try {
    pid = Number(readFileSync(owner, 'utf8'));
  } catch {
    // No pid: being taken this instant (mkdir, then the pid), or left by a run killed in between.
    if (Date.now() - taken.mtimeMs > 10_000) release();
    return;
  }
  try {
    process.kill(pid, 0);
  } catch {
    release();
  }
}
