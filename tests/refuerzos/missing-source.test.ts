import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../scripts/lib/problem.ts';
import { build } from '../../scripts/refuerzos/index.ts';

describe('Refuerzos sin su fuente', () => {
  it('avisa con el nombre del archivo y no escribe nada, sin traza', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'refuerzos-sin-fuente-'));
    const problems: Problem[] = [];
    const generatedDir = path.join(root, 'generated');
    await build({
      root,
      sourcesDir: path.join(root, 'sources'),
      generatedDir,
      wikiPages: [],
      warn: (p) => problems.push(p),
      info: () => {},
    });
    expect(problems).toEqual([
      {
        file: 'sources/refuerzos.txt',
        message: 'no existe el archivo fuente sources/refuerzos.txt',
      },
    ]);
    expect(existsSync(path.join(generatedDir, 'reglas/refuerzos.mdx'))).toBe(false);
  });
});
