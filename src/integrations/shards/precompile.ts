/**
 * The sharded build's background compile (see rule-tree-cache.ts): one worker thread compiles the
 * given rule pages, in the order given (the order the shards will need them), into the disk cache,
 * skipping pages already there. It runs beside the `astro build`s, which keep one core busy each;
 * a shard whose pages are not ready yet compiles the rest itself. `stop()` ends it wherever it is.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { treeCacheKey } from '../../markdown/tree-cache.ts';

export function precompileInBackground(
  files: string[],
  base: string,
  cacheDir: string,
  pipeline: string,
): { done: Promise<number>; stop: () => Promise<void> } {
  const worker = new Worker(new URL('../../markdown/compile-worker.ts', import.meta.url));
  let stopped = false;
  let compiled = 0;
  let next = 0;
  const done = new Promise<number>((resolve) => {
    const send = async (): Promise<void> => {
      while (!stopped && next < files.length) {
        const file = files[next++]!;
        const key = treeCacheKey(await readFile(file, 'utf8'), pipeline);
        if (existsSync(path.join(cacheDir, `${key}.json`))) continue;
        worker.postMessage({ id: next, file, base, cacheDir, pipeline });
        return;
      }
      resolve(compiled);
    };
    worker.on('message', (message: { error?: string }) => {
      // A page that fails here is compiled again by its shard, which reports it properly.
      if (message.error === undefined) compiled++;
      void send();
    });
    worker.on('error', () => resolve(compiled));
    void send();
  });
  return {
    done,
    stop: async () => {
      stopped = true;
      await worker.terminate();
    },
  };
}
