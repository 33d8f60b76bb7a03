import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/reinforcements/index.ts';
import { tempContext } from '../helpers/temp-context.ts';

describe('Refuerzos sin su fuente', () => {
  it('avisa con el nombre del archivo y no escribe nada, sin traza', async () => {
    const { ctx, problems } = tempContext('refuerzos-sin-fuente-');
    const { generatedDir } = ctx;
    await build(ctx);
    expect(problems).toEqual([
      {
        file: 'sources/refuerzos.txt',
        message: 'no existe el archivo fuente sources/refuerzos.txt',
      },
    ]);
    expect(existsSync(path.join(generatedDir, 'rules/refuerzos.mdx'))).toBe(false);
  });
});
