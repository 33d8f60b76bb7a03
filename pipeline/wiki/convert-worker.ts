/**
 * A worker thread of convert-pool.ts: converts each revision it is sent (or renders each page's
 * MDX) and stores it in the wiki cache under the file given (cache.ts), answering only whether
 * it did. A conversion's warnings travel in the stored entry, as for any the cache reuses.
 */
import { parentPort } from 'node:worker_threads';
import { emitMdx } from '../shared/emit-mdx.ts';
import { convertAndStore, storeEmitted } from './cache.ts';
import type { ConvertJob } from './convert-pool.ts';

parentPort!.on('message', (job: ConvertJob & { id: number }) => {
  try {
    if (job.emit) storeEmitted(job.file, emitMdx(job.emit.frontmatter, job.emit.tree));
    else convertAndStore(job.revision, job.file, []);
    parentPort!.postMessage({ id: job.id, ok: true });
  } catch {
    parentPort!.postMessage({ id: job.id, ok: false });
  }
});
