/**
 * Runs jobs on worker threads of one script, each thread given its next job when it answers the
 * one before, so a slow job holds one thread, not the pool. A worker gets `{ id, ...message }`
 * and answers `{ id, … }`; `onAnswer` gets each answer and may throw to stop the pool. The
 * threads end when every job is answered or one fails.
 * Used by the wiki's conversion (pipeline/wiki/convert-pool.ts) and the rule pages' compile
 * (src/markdown/compile-pool.ts).
 */
import { Worker } from 'node:worker_threads';

export async function runOnWorkers<Answer extends { id: number }>(
  script: URL,
  messages: readonly object[],
  threads: number,
  onAnswer: (answer: Answer) => void,
): Promise<void> {
  let next = 0;
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const send = () => {
        if (next >= messages.length) return resolve();
        const id = next++;
        worker.postMessage({ id, ...messages[id] });
      };
      worker.on('message', (answer: Answer) => {
        try {
          onAnswer(answer);
        } catch (error) {
          return reject(error as Error);
        }
        send();
      });
      worker.on('error', reject);
      send();
    });
  const workers = Array.from({ length: threads }, () => new Worker(script));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
