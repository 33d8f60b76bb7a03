/**
 * A worker thread of convert-pool.ts: converts each revision it is sent and stores it in the
 * wiki cache under the file given (cache.ts `convertAndStore`), answering only whether it did.
 * Its warnings travel in the stored entry, as for any conversion the cache reuses.
 */
import { parentPort } from 'node:worker_threads';
import type { Problem } from '../lib/context.ts';
import { convertAndStore } from './cache.ts';
import type { ConvertJob } from './convert-pool.ts';

parentPort!.on('message', (job: ConvertJob & { id: number }) => {
  try {
    const own: Problem[] = [];
    convertAndStore(job.revision, job.file, own);
    parentPort!.postMessage({ id: job.id, ok: true });
  } catch {
    parentPort!.postMessage({ id: job.id, ok: false });
  }
});
