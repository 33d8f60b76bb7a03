/**
 * A worker thread of src/content/rule-mdx-pool.ts: compiles the rule pages it is sent (file path
 * and base) and answers with each page's result. Node runs this file itself (type stripping), not
 * Vite: it imports only plain modules.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { compileRuleMdx } from './rule-mdx.ts';

interface Job {
  id: number;
  file: string;
  base: string;
}

parentPort!.on('message', (job: Job) => {
  void (async () => {
    try {
      const text = await readFile(job.file, 'utf8');
      parentPort!.postMessage({
        id: job.id,
        result: await compileRuleMdx(text, job.file, job.base),
      });
    } catch (error) {
      parentPort!.postMessage({ id: job.id, error: String((error as Error).stack ?? error) });
    }
  })();
});
