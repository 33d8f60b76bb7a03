/**
 * The rule pages compiled on worker threads (src/markdown/compile-pool.ts) give the same results,
 * in the same order, as compiled one by one in this thread, refused pages included.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileRuleFiles } from '../../src/markdown/compile-pool.ts';
import { readCompiled, treeCacheKey } from '../../src/markdown/tree-cache.ts';
import { precompileInBackground } from '../../src/integrations/shards/precompile.ts';

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

describe('compilar en hilos de trabajo', () => {
  it(
    'da lo mismo y en el mismo orden que en este hilo',
    async () => {
      const files = await pages();
      const alone = await compileRuleFiles(files, '/', 1);
      const pooled = await compileRuleFiles(files, '/', 2, 0);
      expect(pooled).toEqual(alone);
      expect(alone.map((r) => r.ok)).toEqual(files.map((_, i) => i !== 5));
    },
    WORKERS_START,
  );
});

describe('compilación de fondo en la caché de disco (build por fragmentos)', () => {
  it(
    'deja cada página compilada bajo su clave, igual que compilarla aquí, y no repite las que ya están',
    async () => {
      const files = await pages();
      const cache = path.join(work, 'arboles');
      const first = precompileInBackground(files, '/', cache, 'clave-de-prueba');
      expect(await first.done).toBe(12);
      await first.stop();
      const alone = await compileRuleFiles(files, '/', 1);
      for (const [i, file] of files.entries()) {
        const key = treeCacheKey(await readFile(file, 'utf8'), 'clave-de-prueba');
        expect(await readCompiled(cache, key)).toEqual(alone[i]);
      }
      expect((await readdir(cache)).length).toBe(12);
      const again = precompileInBackground(files, '/', cache, 'clave-de-prueba');
      expect(await again.done).toBe(0);
      await again.stop();
    },
    WORKERS_START,
  );
});
