/**
 * Compiles many rule pages at once on worker threads (rule-mdx-worker.ts), one per core: the
 * compile is CPU work (micromark's MDX parse is most of it), most of a cold build of a large wiki.
 * Few pages (a rebuild, the seeds) are compiled in this thread: starting a worker and loading the
 * parser costs more than they do (docs/figures.md).
 */
import { availableParallelism } from 'node:os';
import { compileRuleMdx, type RuleMdx } from './compile.ts';
import { readFile } from 'node:fs/promises';
import { runOnWorkers } from '../lib/worker-pool.ts';

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
  await runOnWorkers<{ id: number; result?: RuleMdx; error?: string }>(
    new URL('./compile-worker.ts', import.meta.url),
    files.map((file) => ({ file, base })),
    threads,
    (answer) => {
      if (answer.error !== undefined) throw new Error(`${files[answer.id]}: ${answer.error}`);
      results[answer.id] = answer.result!;
    },
  );
  return results;
}
