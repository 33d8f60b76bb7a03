/**
 * A worker thread of src/markdown/compile-pool.ts: compiles each rule page it is sent, writes its
 * tree to disk (compile-file.ts) and answers with what the page's entry keeps. Node runs this
 * file itself (type stripping), not Vite: it imports only plain modules.
 */
import { parentPort } from 'node:worker_threads';
import { compileFile, type CompileJob } from './compile-file.ts';

parentPort!.on('message', (job: CompileJob & { id: number; base: string }) => {
  void (async () => {
    try {
      parentPort!.postMessage({ id: job.id, result: await compileFile(job, job.base) });
    } catch (error) {
      parentPort!.postMessage({ id: job.id, error: String((error as Error).stack ?? error) });
    }
  })();
});
