/** Emit stage of the skirmish reference: one JSON array per collection, stable formatting. */
import { join } from 'node:path';
import { writeJson } from '../../shared/files.ts';
import type { SkirmishDocs } from '../transform/docs.ts';

export const OUTPUT_FILES = {
  scenarios: 'scenarios.json',
  rules: 'rules.json',
  tables: 'tables.json',
} as const;

export function writeSkirmish(dir: string, docs: SkirmishDocs): string[] {
  const written: string[] = [];
  for (const [kind, name] of Object.entries(OUTPUT_FILES) as [keyof SkirmishDocs, string][]) {
    const path = join(dir, name);
    writeJson(path, docs[kind]);
    written.push(path);
  }
  return written;
}
