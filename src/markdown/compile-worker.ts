/**
 * A worker thread of src/markdown/compile-pool.ts and rule-tree-precompile.ts: compiles the rule
 * pages it is sent and answers with each page's result, or (a job with `cacheDir`) writes it to
 * the disk cache of rule-tree-cache.ts and answers only that it is done. Node runs this file
 * itself (type stripping), not Vite: it imports only plain modules.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { compileRuleMdx } from './compile.ts';
import { treeCacheKey, writeCompiled } from './tree-cache.ts';

interface Job {
  id: number;
  file: string;
  base: string;
  /** Set: write the result to this cache folder, under the key made with `pipeline`. */
  cacheDir?: string;
  pipeline?: string;
}

parentPort!.on('message', (job: Job) => {
  void (async () => {
    try {
      const text = await readFile(job.file, 'utf8');
      const result = await compileRuleMdx(text, job.file, job.base);
      if (job.cacheDir === undefined) {
        parentPort!.postMessage({ id: job.id, result });
        return;
      }
      await writeCompiled(job.cacheDir, treeCacheKey(text, job.pipeline ?? ''), result);
      parentPort!.postMessage({ id: job.id });
    } catch (error) {
      parentPort!.postMessage({ id: job.id, error: String((error as Error).stack ?? error) });
    }
  })();
});
