/**
 * Compiles many rule pages at once on worker threads (rule-mdx-worker.ts), one per core: the
 * compile is CPU work (micromark's MDX parse is most of it) and a cold build of 5,000 pages has
 * ~75 CPU seconds of it. Few pages (a rebuild, the seeds) are compiled in this thread: a worker
 * costs ~0.3 s to start and load the parser.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { compileRuleMdx, type RuleMdx } from './rule-mdx.ts';
import { readFile } from 'node:fs/promises';

/** Below this many pages the compile stays in this thread. */
export const POOL_MIN_PAGES = 100;

/** Each file's compile, in the order given. */
export async function compileRuleFiles(
  files: string[],
  base: string,
  threads = Math.min(availableParallelism(), Number(process.env['RULE_MDX_THREADS']) || 4),
  minPages = POOL_MIN_PAGES,
): Promise<RuleMdx[]> {
  if (files.length < minPages || threads < 2) {
    const out: RuleMdx[] = [];
    for (const file of files)
      out.push(await compileRuleMdx(await readFile(file, 'utf8'), file, base));
    return out;
  }
  const results: RuleMdx[] = new Array(files.length);
  let next = 0;
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const send = () => {
        if (next >= files.length) return resolve();
        const id = next++;
        worker.postMessage({ id, file: files[id], base });
      };
      worker.on('message', (message: { id: number; result?: RuleMdx; error?: string }) => {
        if (message.error !== undefined)
          return reject(new Error(`${files[message.id]}: ${message.error}`));
        results[message.id] = message.result!;
        send();
      });
      worker.on('error', reject);
      send();
    });
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL('./rule-mdx-worker.ts', import.meta.url)),
  );
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
