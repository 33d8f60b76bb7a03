import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkTree } from '../../src/integrations/shards/astro-shards.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('linkTree (the shards merge)', () => {
  it('links every file of a tree, nested folders included, without copying', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'link-tree-'));
    const from = path.join(dir, 'from');
    await mkdir(path.join(from, 'reglas/trabado'), { recursive: true });
    await writeFile(path.join(from, 'index.html'), 'inicio');
    await writeFile(path.join(from, 'reglas/trabado/index.html'), 'trabado');
    const to = path.join(dir, 'to');
    expect(await linkTree(from, to)).toBe(2);
    expect(await readFile(path.join(to, 'reglas/trabado/index.html'), 'utf8')).toBe('trabado');
    const [a, b] = await Promise.all([
      stat(path.join(from, 'reglas/trabado/index.html')),
      stat(path.join(to, 'reglas/trabado/index.html')),
    ]);
    expect(b.ino).toBe(a.ino);
  });

  it('keeps a file already there (content-hashed assets: same name, same file)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'link-tree-'));
    await mkdir(path.join(dir, 'a'), { recursive: true });
    await mkdir(path.join(dir, 'to'), { recursive: true });
    await writeFile(path.join(dir, 'a/x.js'), 'nuevo');
    await writeFile(path.join(dir, 'to/x.js'), 'primero');
    expect(await linkTree(path.join(dir, 'a'), path.join(dir, 'to'))).toBe(0);
    expect(await readFile(path.join(dir, 'to/x.js'), 'utf8')).toBe('primero');
  });

  it('links nothing from a folder that does not exist', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'link-tree-'));
    expect(await linkTree(path.join(dir, 'nada'), path.join(dir, 'to'))).toBe(0);
  });
});
