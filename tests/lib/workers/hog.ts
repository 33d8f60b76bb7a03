/** A worker for tests/lib/worker-pool.test.ts that fills its heap until the thread is stopped. */
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', () => {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 1e5 }, (_, i) => `x${i}`));
});
