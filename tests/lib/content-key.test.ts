/**
 * Every cache of the build (the wiki's conversions and MDX, the compiled rule trees) keys its
 * entries with `contentKey` and `codeKey` (src/lib/content-key.ts): an entry must never be
 * reused by code that would make it otherwise, so the code key changes with every source file
 * of the build, and a key tells apart lists that a plain join would not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeKey, contentKey } from '../../src/lib/content-key.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh project root with `files` (codeKey is computed once per root and process). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-key-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const BASE = {
  'src/markdown/compile.ts': 'uno',
  'pipeline/wiki/index.ts': 'uno',
  'content/glossary/glossary.json': '{}',
  'package-lock.json': '{}',
};

describe('codeKey', () => {
  it.each([
    'src/markdown/compile.ts',
    'src/lib/edition.ts',
    'pipeline/wiki/index.ts',
    'content/glossary/glossary.json',
    'content/corrections/its.json',
    'astro.config.mjs',
    'package-lock.json',
  ])('cambia cuando cambia %s', (file) => {
    const before = codeKey(project(BASE));
    expect(codeKey(project({ ...BASE, [file]: 'otra versión' }))).not.toBe(before);
  });

  it('no cambia con lo que no es código del build (pruebas, fuentes, contenido generado)', () => {
    const key = codeKey(project(BASE));
    expect(
      codeKey(
        project({
          ...BASE,
          'tests/x.test.ts': 'x',
          'content/sources/wiki/a.txt': 'x',
          'content/generated/rules/a.mdx': 'x',
        }),
      ),
    ).toBe(key);
  });

  it('limitada a unas rutas (las tarjetas), solo cambia con ellas', () => {
    const paths = ['src/cards', 'package-lock.json'];
    const files = { ...BASE, 'src/cards/layout.ts': 'uno' };
    const key = codeKey(project(files), paths);
    expect(key).not.toBe(codeKey(project(files)));
    expect(codeKey(project({ ...files, 'src/markdown/compile.ts': 'dos' }), paths)).toBe(key);
    expect(codeKey(project({ ...files, 'src/cards/layout.ts': 'dos' }), paths)).not.toBe(key);
  });

  it('cambia cuando un archivo cambia de nombre', () => {
    const key = codeKey(project(BASE));
    const { ['pipeline/wiki/index.ts']: text, ...rest } = BASE;
    expect(codeKey(project({ ...rest, 'pipeline/wiki/main.ts': text }))).not.toBe(key);
  });
});

describe('contentKey', () => {
  it('separa las partes: («ab», «c») no es («a», «bc»)', () => {
    expect(contentKey('ab', 'c')).not.toBe(contentKey('a', 'bc'));
    expect(contentKey('ab', 'c')).toBe(contentKey('ab', 'c'));
  });
});
