import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

/**
 * Loops over `tests/fixtures/<stage>/<case>/`: reads the one `input.*` file, runs the stage and
 * compares with `output.<ext>`. Outputs are rewritten only with UPDATE=1, and then reviewed.
 */
export function runFixtures(
  stage: string,
  outputExt: string,
  transform: (input: string, name: string) => string | Promise<string>,
) {
  const dir = path.join(FIXTURES, stage);
  for (const name of readdirSync(dir).sort()) {
    const caseDir = path.join(dir, name);
    const inputFile = readdirSync(caseDir).find((f) => f.startsWith('input.'));
    if (!inputFile) throw new Error(`${caseDir}: falta input.*`);
    it(`${stage}/${name}`, async () => {
      const actual = await transform(readFileSync(path.join(caseDir, inputFile), 'utf8'), name);
      const outputFile = path.join(caseDir, `output.${outputExt}`);
      if (process.env['UPDATE'] === '1' || !existsSync(outputFile)) {
        if (process.env['UPDATE'] !== '1')
          throw new Error(`${outputFile} no existe: ejecuta con UPDATE=1 y revísalo`);
        writeFileSync(outputFile, actual);
      }
      expect(actual).toBe(readFileSync(outputFile, 'utf8'));
    });
  }
}
