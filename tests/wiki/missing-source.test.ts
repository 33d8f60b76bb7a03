import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/wiki/index.ts';
import { tempContext } from '../helpers/temp-context.ts';

/** Builds the wiki part in a fresh folder whose `sources/` is set up by `prepare`. */
async function buildWithout(prepare: (sources: string) => void) {
  const { ctx, problems } = tempContext('wiki-sin-fuente-');
  prepare(ctx.sourcesDir);
  await build(ctx);
  return { root: ctx.root, problems };
}

describe('la wiki sin sus volcados', () => {
  const saved = process.env['WIKI_EXTRA_DUMPS'];
  afterEach(() => {
    if (saved === undefined) delete process.env['WIKI_EXTRA_DUMPS'];
    else process.env['WIKI_EXTRA_DUMPS'] = saved;
  });

  it('sin la carpeta: un aviso que la nombra, sin traza; se escribe la lista (vacía) de páginas', async () => {
    delete process.env['WIKI_EXTRA_DUMPS'];
    const { root, problems } = await buildWithout(() => {});
    expect(problems).toEqual([
      { file: 'sources/wiki', message: 'no existe la carpeta de fuentes sources/wiki' },
    ]);
    expect(existsSync(path.join(root, 'generated/wiki/pages.json'))).toBe(true);
  });

  it('con la carpeta vacía: un aviso que la nombra', async () => {
    delete process.env['WIKI_EXTRA_DUMPS'];
    const { problems } = await buildWithout((s) => mkdirSync(path.join(s, 'wiki')));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe(
      'la carpeta de fuentes sources/wiki no tiene ningún archivo .txt',
    );
  });

  it('un volcado extra que no existe: un aviso con su nombre, sin traza', async () => {
    const { root } = await buildWithout((s) => mkdirSync(path.join(s, 'wiki')));
    process.env['WIKI_EXTRA_DUMPS'] = path.join(root, 'no-esta.txt');
    const { problems } = await buildWithout(() => {});
    expect(problems.map((p) => p.message)).toContainEqual(
      expect.stringMatching(/^no existe el archivo fuente .*no-esta\.txt$/),
    );
  });
});
