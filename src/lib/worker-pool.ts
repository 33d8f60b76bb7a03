/**
 * Runs jobs on worker threads of one script, each thread given its next job when it answers the
 * one before, so a slow job holds one thread, not the pool. A worker gets `{ id, ...message }`
 * and answers `{ id, … }`; `onAnswer` gets each answer and may throw to stop the pool. The
 * threads end when every job is answered or one fails. A thread that fails (its own error, or
 * its heap full) rejects with the name `describe` gives its job, so the message says which
 * page it was working on.
 * Used by the wiki's conversion (pipeline/wiki/convert-pool.ts) and the rule pages' compile
 * (src/markdown/compile-pool.ts).
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';

export async function runOnWorkers<Answer extends { id: number }>(
  script: URL,
  messages: readonly object[],
  threads: number,
  onAnswer: (answer: Answer) => void,
  describe: (id: number) => string = (id) => `trabajo ${id}`,
  resourceLimits?: ResourceLimits,
): Promise<void> {
  let next = 0;
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let current = -1;
      const send = () => {
        if (next >= messages.length) return resolve();
        current = next++;
        worker.postMessage({ id: current, ...messages[current] });
      };
      worker.on('message', (answer: Answer) => {
        try {
          onAnswer(answer);
        } catch (error) {
          return reject(error as Error);
        }
        send();
      });
      worker.on('error', (error: Error & { code?: string }) => {
        const what =
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'el hilo se quedó sin memoria al procesarlo'
            : error.message;
        reject(new Error(`${describe(current)}: ${what}`, { cause: error }));
      });
      send();
    });
  const workers = Array.from({ length: threads }, () => new Worker(script, { resourceLimits }));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
