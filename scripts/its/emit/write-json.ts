import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes pretty JSON with a final newline, creating folders; stable output keeps diffs small. */
export function writeJson(file: string, data: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
