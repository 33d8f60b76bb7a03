import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFromLines } from '../../pipeline/its/index.ts';
import type { ItsBuild } from '../../pipeline/its/build-result.ts';
import { loadCorrections } from '../../pipeline/its/clean/corrections.ts';
import { loadOutline } from '../../pipeline/its/outline/load.ts';
import type { Outline } from '../../pipeline/its/outline/schema.ts';
import type { Problem } from '../../pipeline/shared/context.ts';

export const root = join(import.meta.dirname, '../..');

let cached: { result: ItsBuild; warnings: Problem[]; info: string[] } | undefined;
/** The whole ITS build on the real source, in memory, once per test file. */
export function realBuild(): { result: ItsBuild; warnings: Problem[]; info: string[] } {
  if (cached) return cached;
  const raw = readFileSync(join(root, 'content/sources/its-season-10.txt'), 'utf8').split('\n');
  const warnings: Problem[] = [];
  const info: string[] = [];
  const result = buildFromLines(
    raw,
    loadCorrections(join(root, 'content/corrections/its.json')),
    { definitions: [], warn: (w) => warnings.push(w), info: (m) => info.push(m) },
    undefined,
    seedOutline(),
  );
  cached = { result, warnings, info };
  return cached;
}

/** The reviewed outline of the ITS chapters; a test fails loudly if it does not load. */
export function seedOutline(): Outline {
  const outline = loadOutline(join(root, 'content/corrections/its-outline.json'), (m) => {
    throw new Error(m);
  });
  return outline!;
}
