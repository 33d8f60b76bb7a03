import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSources, readSource, writeJson } from '../../pipeline/shared/files.ts';
import type { Problem } from '../../pipeline/shared/problem.ts';

function context() {
  const root = mkdtempSync(path.join(tmpdir(), 'files-'));
  const sourcesDir = path.join(root, 'content/sources');
  mkdirSync(sourcesDir, { recursive: true });
  const problems: Problem[] = [];
  return { root, sourcesDir, problems, warn: (p: Problem) => problems.push(p) };
}

describe('readSource', () => {
  it('lee un archivo de content/sources/, o uno fuera por su ruta absoluta', () => {
    const ctx = context();
    writeFileSync(path.join(ctx.sourcesDir, 'a.txt'), 'hola');
    writeFileSync(path.join(ctx.root, 'fuera.txt'), 'fuera');
    expect(readSource(ctx, 'a.txt')).toBe('hola');
    expect(readSource(ctx, path.join(ctx.root, 'fuera.txt'))).toBe('fuera');
    expect(ctx.problems).toEqual([]);
  });

  it('si falta: undefined y un aviso con la ruta desde la raíz', () => {
    const ctx = context();
    expect(readSource(ctx, 'no.txt')).toBeUndefined();
    expect(ctx.problems).toEqual([
      {
        file: 'content/sources/no.txt',
        message: 'no existe el archivo fuente content/sources/no.txt',
      },
    ]);
  });
});

describe('listSources', () => {
  it('da los archivos con la extensión, ordenados, como nombres para readSource', () => {
    const ctx = context();
    mkdirSync(path.join(ctx.sourcesDir, 'wiki'));
    for (const f of ['b.txt', 'a.txt', 'nota.md'])
      writeFileSync(path.join(ctx.sourcesDir, 'wiki', f), f);
    const names = listSources(ctx, 'wiki', '.txt');
    expect(names).toEqual(['wiki/a.txt', 'wiki/b.txt']);
    expect(names.map((n) => readSource(ctx, n))).toEqual(['a.txt', 'b.txt']);
    expect(ctx.problems).toEqual([]);
  });

  it('una carpeta que falta o que es un archivo: [] y un aviso que la nombra', () => {
    const ctx = context();
    writeFileSync(path.join(ctx.sourcesDir, 'archivo'), '');
    expect(listSources(ctx, 'wiki', '.txt')).toEqual([]);
    expect(listSources(ctx, 'archivo', '.txt')).toEqual([]);
    expect(ctx.problems.map((p) => p.message)).toEqual([
      'no existe la carpeta de fuentes content/sources/wiki',
      'no existe la carpeta de fuentes content/sources/archivo',
    ]);
  });
});

describe('writeJson', () => {
  it('crea las carpetas y escribe JSON con sangría y salto final', () => {
    const ctx = context();
    const file = path.join(ctx.root, 'gen/x/y.json');
    writeJson(file, { a: [1] });
    expect(readFileSync(file, 'utf8')).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});
