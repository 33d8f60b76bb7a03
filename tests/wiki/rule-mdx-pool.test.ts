/**
 * The rule pages compiled on worker threads (src/markdown/compile-pool.ts) give the same results,
 * in the same order, as compiled one by one in this thread, refused pages included, and write the
 * same trees.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileRuleFiles } from '../../src/markdown/compile-pool.ts';

const work = await mkdtemp(path.join(tmpdir(), 'rule-pool-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/**
 * Each worker thread loads the whole MDX pipeline (micromark, remark, rehype) before its first
 * page: seconds when `npm test` runs these tests beside the site's build on two cores.
 */
const WORKERS_START = 60_000;

/** Twelve pages under `reglas/`, the sixth with a JS expression (refused). */
async function pages(): Promise<string[]> {
  await mkdir(path.join(work, 'reglas'), { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < 12; i++) {
    const file = path.join(work, `reglas/p${i}.mdx`);
    const body =
      i === 5
        ? 'Mal: {window.x}'
        : `Página ${i}: [enlace](/reglas/trabado/) y <TermLink href="/reglas/x/" target="X">LDT ${i}</TermLink>.\n\n- uno\n- dos`;
    await writeFile(file, `---\n{ "title": "P${i}", "slug": "p${i}" }\n---\n\n${body}\n`);
    files.push(file);
  }
  return files;
}

/** One job per page, each tree to its own file under `dir`. */
const jobsOf = (files: string[], dir: string) =>
  files.map((file, i) => ({ file, treeFile: path.join(work, dir, `${i}.json`) }));

describe('compilar en hilos de trabajo', () => {
  it(
    'da lo mismo y en el mismo orden que en este hilo, y cada árbol en su archivo',
    async () => {
      const files = await pages();
      const alone = await compileRuleFiles(jobsOf(files, 'solo'), '/', 1);
      const pooled = await compileRuleFiles(jobsOf(files, 'hilos'), '/', 2, 0);
      expect(pooled).toEqual(alone);
      expect(alone.map((r) => r.ok)).toEqual(files.map((_, i) => i !== 5));
      for (const i of files.keys()) {
        if (i === 5) continue;
        const tree = await readFile(path.join(work, 'solo', `${i}.json`), 'utf8');
        expect(await readFile(path.join(work, 'hilos', `${i}.json`), 'utf8')).toBe(tree);
        expect(tree).toContain(`Página ${i}:`);
      }
      // A refused page writes no tree.
      expect((await readdir(path.join(work, 'hilos'))).sort()).toEqual(
        files.flatMap((_, i) => (i === 5 ? [] : [`${i}.json`])).sort(),
      );
    },
    WORKERS_START,
  );
});
