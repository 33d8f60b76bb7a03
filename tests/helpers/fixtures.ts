import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

/**
 * What a stage gives for one case, by output extension: `{ json: value }` is `output.json`. A
 * string is the file's text; any other value is written as JSON and compared as JSON.
 */
export type Outputs = Record<string, unknown>;

/** One case folder of a stage: its name, folder and the text of its one `input.*` file. */
export interface FixtureCase {
  name: string;
  dir: string;
  input: string;
}

/** The case folders of `<root>/<stage>/`, in name order. */
export function fixtureCases(stage: string, root = FIXTURES): FixtureCase[] {
  const stageDir = path.join(root, stage);
  return readdirSync(stageDir)
    .sort()
    .map((name) => {
      const dir = path.join(stageDir, name);
      const inputs = readdirSync(dir).filter((f) => f.startsWith('input.'));
      if (inputs.length !== 1) throw new Error(`${dir}: hace falta un único input.*`);
      return { name, dir, input: readFileSync(path.join(dir, inputs[0]!), 'utf8') };
    });
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`;

/**
 * Compares a case's outputs with its `output.*` files. A missing output file, or one the stage no
 * longer gives, fails the case; with `update` (UPDATE=1) the files are written instead, for review.
 */
export function checkOutputs(
  caseDir: string,
  outputs: Outputs,
  update = process.env['UPDATE'] === '1',
): void {
  const stale = readdirSync(caseDir).filter(
    (f) => f.startsWith('output.') && !(f.slice('output.'.length) in outputs),
  );
  if (stale.length > 0)
    throw new Error(`${caseDir}: ${stale.join(', ')} no lo da la etapa: bórralo o revísalo`);
  for (const [ext, value] of Object.entries(outputs)) {
    const file = path.join(caseDir, `output.${ext}`);
    if (update) writeFileSync(file, text(value));
    if (!existsSync(file)) throw new Error(`${file} no existe: ejecuta con UPDATE=1 y revísalo`);
    const stored = readFileSync(file, 'utf8');
    if (typeof value === 'string') expect(value, file).toBe(stored);
    else expect(JSON.parse(text(value)), file).toEqual(JSON.parse(stored));
  }
}

/**
 * The one fixture loop: a test per folder `tests/fixtures/<stage>/<case>/`, which runs the stage
 * on the case's `input.*` and compares what it gives with the case's `output.*` files
 * (`checkOutputs`). Outputs are rewritten only with UPDATE=1, and then reviewed.
 */
export function runFixtures(
  stage: string,
  run: (input: string, name: string) => Outputs | Promise<Outputs>,
): void {
  for (const c of fixtureCases(stage)) {
    it(`${stage}/${c.name}`, async () => {
      checkOutputs(c.dir, await run(c.input, c.name));
    });
  }
}
