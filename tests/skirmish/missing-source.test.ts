import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../pipeline/shared/problem.ts';
import { build } from '../../pipeline/skirmish/index.ts';

describe('skirmish part without its source', () => {
  it('reports the missing file by name and writes nothing, without throwing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'escaramuza-sin-fuente-'));
    const problems: Problem[] = [];
    const generatedDir = path.join(dir, 'generated');
    await build({
      root: dir,
      sourcesDir: dir,
      generatedDir,
      definitions: [],
      warn: (p) => problems.push(p),
      info: () => {},
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe('escaramuza-referencia.txt');
    expect(problems[0]!.message).toMatch(/no existe el archivo fuente escaramuza-referencia\.txt/);
    expect(existsSync(path.join(generatedDir, 'skirmish'))).toBe(false);
  });
});
