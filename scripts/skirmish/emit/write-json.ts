/** Emit stage of the skirmish reference: one JSON array per collection, stable formatting. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SkirmishDocs } from '../transform/docs.ts';

export const OUTPUT_FILES = {
  scenarios: 'scenarios.json',
  rules: 'rules.json',
  tables: 'tables.json',
} as const;

export async function writeSkirmish(dir: string, docs: SkirmishDocs): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const [kind, name] of Object.entries(OUTPUT_FILES) as [keyof SkirmishDocs, string][]) {
    const path = join(dir, name);
    await writeFile(path, `${JSON.stringify(docs[kind], null, 2)}\n`);
    written.push(path);
  }
  return written;
}
