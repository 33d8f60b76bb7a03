/**
 * The conversions made on worker threads (pipeline/wiki/convert-pool.ts) are the ones the build
 * makes itself: every seed revision converted on two threads is stored byte for byte as
 * `convertAndStore` stores it in this thread, warnings included; the whole wiki part built with
 * its conversions and MDX made on threads writes the same files and warnings as without.
 */
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../pipeline/shared/context.ts';
import { convertAndStore, type CacheStats } from '../../pipeline/wiki/cache.ts';
import { convertOnThreads } from '../../pipeline/wiki/convert-pool.ts';
import { splitDump, type Revision } from '../../pipeline/wiki/parse/split-dump.ts';
import { buildWikiPart, readTree } from '../helpers/wiki-build.ts';

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

  it('the wiki part built on threads equals the one built in one thread', async () => {
    const sources = path.join(work, 'sources');
    await cp(dumpDir, path.join(sources, 'wiki'), { recursive: true });
    const buildWiki = async (threads: boolean) => {
      const generatedDir = path.join(work, threads ? 'con-hilos' : 'sin-hilos');
      const warnings = await buildWikiPart(work, generatedDir, {
        WIKI_CACHE: threads ? '1' : '0',
        WIKI_CACHE_DIR: path.join(work, 'cache'),
        WIKI_POOL_MIN: '0',
      });
      return { files: await readTree(generatedDir), warnings };
    };
    const threaded = await buildWiki(true);
    const single = await buildWiki(false);
    expect([...threaded.files.keys()]).toEqual([...single.files.keys()]);
    for (const [file, text] of single.files) expect(threaded.files.get(file), file).toBe(text);
    expect(threaded.warnings).toEqual(single.warnings);
    // Made on the threads, and counted as made, not reused.
    const stats = JSON.parse(
      await readFile(path.join(work, 'cache/last-build.json'), 'utf8'),
    ) as CacheStats;
    expect(stats.reused).toBe(0);
    expect(stats.converted.length).toBe(revisions.length);
    expect(stats.emitReused).toBe(0);
    expect(stats.emitted.length).toBe(
      single.files.size - [...single.files.keys()].filter((f) => !f.startsWith('rules')).length,
    );
  }, 120_000);
});
