/**
 * The skirmish game's quick reference (NOT Infinity): content/sources/escaramuza-referencia.txt
 * → content/generated/skirmish/{scenarios,rules,tables}.json, read by src/content/skirmish.ts.
 */
import { join } from 'node:path';
import type { BuildContext } from '../shared/context.ts';
import { readSource } from '../shared/files.ts';
import { parseSkirmish } from './parse/parse-source.ts';
import { transformSkirmish } from './transform/index.ts';
import { writeSkirmish } from './emit/write-json.ts';

/** Name of the source in content/sources/. */
const SOURCE_NAME = 'escaramuza-referencia.txt';
export const SOURCE_FILE = `content/sources/${SOURCE_NAME}`;

export async function build(ctx: BuildContext): Promise<void> {
  // 1. Read the source; a missing file is a warning naming it, not a crash.
  const text = readSource(ctx, SOURCE_NAME);
  if (text === undefined) return;
  // 2. Parse: paragraphs and tables, extraction noise repaired.
  const parsed = parseSkirmish(text);
  ctx.info(`escaramuza: ${parsed.repairs.length} reparaciones de extracción`);
  // 3. Transform: structure restored, documents checked.
  const { docs, problems } = transformSkirmish(parsed, SOURCE_FILE);
  for (const p of problems) ctx.warn({ file: SOURCE_FILE, ...p });
  // 4. Emit the JSON collections.
  writeSkirmish(join(ctx.generatedDir, 'skirmish'), docs);
  ctx.info(
    `escaramuza: ${docs.scenarios.length} escenarios, ${docs.rules.length} secciones, ${docs.tables.length} tablas`,
  );
}
