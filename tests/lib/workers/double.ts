/**
 * A worker for tests/lib/worker-pool.test.ts: answers `{ id, double }`, after a delay that
 * makes later jobs finish first; a negative number throws (the worker's `error` event).
 */
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', (job: { id: number; n: number }) => {
  if (job.n < 0) throw new Error(`número negativo: ${job.n}`);
  setTimeout(() => parentPort!.postMessage({ id: job.id, double: job.n * 2 }), (10 - job.n) * 3);
});
