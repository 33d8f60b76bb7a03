/**
 * Compiles many rule pages at once on worker threads (compile-worker.ts), one per core: the
 * compile is CPU work (micromark's MDX parse is most of it). Few pages (a rebuild, the seeds)
 * are compiled in this thread: a worker costs a fraction of a second to start and load the
 * parser.
 */
import { availableParallelism } from 'node:os';
import { compileFile, type CompileJob, type CompiledFile } from './compile-file.ts';
import { runOnWorkers } from '../lib/worker-pool.ts';

/** Below this many pages the compile stays in this thread. */
export const POOL_MIN_PAGES = 100;

/** Each job's result, in the order given (every tree written to its `treeFile`). */
export async function compileRuleFiles(
  jobs: readonly CompileJob[],
  base: string,
  threads = Math.min(availableParallelism(), Number(process.env['RULE_MDX_THREADS']) || 4),
  minPages = POOL_MIN_PAGES,
): Promise<CompiledFile[]> {
  if (jobs.length < minPages || threads < 2) {
    const out: CompiledFile[] = [];
    for (const job of jobs) out.push(await compileFile(job, base));
    return out;
  }
  const results: CompiledFile[] = new Array(jobs.length);
  await runOnWorkers<{ id: number; result?: CompiledFile; error?: string }>(
    new URL('./compile-worker.ts', import.meta.url),
    jobs.map((job) => ({ ...job, base })),
    threads,
    (answer) => {
      if (answer.error !== undefined) throw new Error(`${jobs[answer.id]!.file}: ${answer.error}`);
      results[answer.id] = answer.result!;
    },
    (id) => jobs[id]!.file,
  );
  return results;
}
