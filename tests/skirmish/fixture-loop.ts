/**
 * One test per fixture folder of a stage: `tests/fixtures/<stage>/<case>/input.txt` → the stage's
 * result, compared with `output.json` (rewritten only when UPDATE=1).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

export function fixtureCases(stage: string, run: (input: string) => unknown): void {
  const dir = resolve(import.meta.dirname, '../fixtures', stage);
  for (const name of readdirSync(dir).sort()) {
    it(`${stage}: ${name}`, () => {
      const input = readFileSync(join(dir, name, 'input.txt'), 'utf8');
      const actual = JSON.parse(JSON.stringify(run(input))) as unknown;
      const outputFile = join(dir, name, 'output.json');
      if (process.env['UPDATE'] === '1' || !existsSync(outputFile)) {
        writeFileSync(outputFile, `${JSON.stringify(actual, null, 2)}\n`);
      }
      expect(actual).toEqual(JSON.parse(readFileSync(outputFile, 'utf8')));
    });
  }
}
