/**
 * The conversions made on worker threads (scripts/wiki/convert-pool.ts) are the ones the build
 * makes itself: every seed revision converted on two threads is stored byte for byte as
 * `convertAndStore` stores it in this thread, warnings included.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../scripts/lib/context.ts';
import { convertAndStore } from '../../scripts/wiki/cache.ts';
import { convertOnThreads } from '../../scripts/wiki/convert-pool.ts';
import { splitDump, type Revision } from '../../scripts/wiki/parse/split-dump.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const work = await mkdtemp(path.join(tmpdir(), 'convert-pool-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const dumpDir = path.join(repo, 'content/sources/wiki');
const revisions: Revision[] = [];
for (const name of (await readdir(dumpDir)).filter((f) => f.endsWith('.txt')))
  revisions.push(...splitDump(await readFile(path.join(dumpDir, name), 'utf8'), name).revisions);

describe('convertOnThreads', () => {
  it('stores what the build stores converting in its own thread', async () => {
    const jobs = revisions.map((revision, i) => ({
      revision,
      file: path.join(work, `hilos-${i}.json`),
    }));
    const done = await convertOnThreads(jobs, 2, 0);
    expect(done.sort()).toEqual(jobs.map((j) => j.file).sort());
    for (const [i, revision] of revisions.entries()) {
      const own: Problem[] = [];
      convertAndStore(revision, path.join(work, `solo-${i}.json`), own);
      expect(await readFile(path.join(work, `hilos-${i}.json`), 'utf8')).toBe(
        await readFile(path.join(work, `solo-${i}.json`), 'utf8'),
      );
    }
  }, 60_000);

  it('leaves few revisions to the build (no thread started)', async () => {
    const jobs = revisions.slice(0, 3).map((revision, i) => ({
      revision,
      file: path.join(work, `pocas-${i}.json`),
    }));
    expect(await convertOnThreads(jobs, 2)).toEqual([]);
  });
});
