import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
/** Held while a browser test builds a site of its own; global-setup clears a stale one. */
export const BUILD_LOCK = path.join(root, '.cache/e2e-build.lock');

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs one of the browser tests' own site builds (BASE_PATH, hostile wiki, shards) while no other
 * runs: whatever their cache and output folders, Astro writes the project's `.astro/` (its content
 * modules among it), and two builds at once broke each other (`UnknownContentCollectionError`
 * in a shard build while another file built).
 */
export function oneBuildAtATime<T>(build: () => T): T {
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK, { recursive: false });
      break;
    } catch {
      sleep(200);
    }
  }
  try {
    return build();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}
