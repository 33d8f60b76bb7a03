/**
 * Converts many wiki revisions at once on worker threads (convert-worker.ts), one per core,
 * each storing its conversions in the wiki cache (cache.ts): a clean build of a whole wiki spends
 * most of its content stage converting wikitext and rendering MDX, page by page, while nothing
 * else runs. The build then reads every entry back from the cache, in order, exactly
 * as a rebuild does, so the output is the same as making it in this thread. Few revisions (the
 * seeds, a rebuild) are converted by the build itself: a worker costs more to start and load
 * the parser than they do. `WIKI_THREADS` sets the threads (default: the number of cores, at most 4).
 */
import { availableParallelism } from 'node:os';
import type { Root } from 'mdast';
import type { Revision } from './parse/split-dump.ts';
import { runOnWorkers } from '../../src/lib/worker-pool.ts';

/** Below this many entries to store, the build makes them itself. */
export const POOL_MIN_REVISIONS = 200;

/**
 * One entry to store under `file`: a revision's conversion, or a page's MDX (its frontmatter and
 * tree after linking, rendered by `emitMdx`).
 */
export type ConvertJob =
  | { file: string; revision: Revision; emit?: undefined }
  | {
      file: string;
      revision?: undefined;
      emit: { frontmatter: Record<string, unknown>; tree: Root };
    };

/** The threads to convert on. */
export function convertThreads(): number {
  return Math.min(availableParallelism(), Number(process.env['WIKI_THREADS']) || 4);
}

/**
 * Stores each job's conversion on worker threads; returns the files of the jobs done. A job that
 * fails in a worker is not among them: the build converts that revision itself (and reports
 * what went wrong with its file, page and line, as it always does).
 */
export async function convertOnThreads(
  jobs: readonly ConvertJob[],
  threads = convertThreads(),
  // WIKI_POOL_MIN lowers it (the tests run the seeds on threads).
  minJobs = Number(process.env['WIKI_POOL_MIN'] ?? POOL_MIN_REVISIONS),
): Promise<string[]> {
  if (jobs.length < minJobs || threads < 2) return [];
  const done: string[] = [];
  await runOnWorkers<{ id: number; ok: boolean }>(
    new URL('./convert-worker.ts', import.meta.url),
    jobs,
    threads,
    (answer) => {
      if (answer.ok) done.push(jobs[answer.id]!.file);
    },
  );
  return done;
}
