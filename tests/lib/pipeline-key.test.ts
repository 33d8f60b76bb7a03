/**
 * A stored rule page is reused while `pipelineKey` holds (src/markdown/tree-cache.ts): it must
 * change with every source the stored entry is a function of, or a page would keep a tree or an
 * edition summary computed by code that has since changed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pipelineKey } from '../../src/markdown/tree-cache.ts';

const root = mkdtempSync(path.join(tmpdir(), 'pipeline-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('pipelineKey', () => {
  it.each([
    'src/lib/edition.ts',
    'src/components/wiki/contract.ts',
    'src/markdown/compile.ts',
    'src/markdown/rule-tree/serialize.ts',
    'content/glossary/glossary.json',
  ])('cambia cuando cambia %s', (file) => {
    write(file, 'una versión');
    const before = pipelineKey(root, '/');
    write(file, 'otra versión');
    expect(pipelineKey(root, '/')).not.toBe(before);
  });

  it('cambia con la base y no con un archivo ajeno', () => {
    const key = pipelineKey(root, '/');
    expect(pipelineKey(root, '/infinity/')).not.toBe(key);
    write('src/pages/index.astro', 'nada que ver');
    expect(pipelineKey(root, '/')).toBe(key);
  });
});
