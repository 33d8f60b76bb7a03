import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildContext } from '../../pipeline/shared/context.ts';
import type { Problem } from '../../pipeline/shared/problem.ts';

/**
 * A build context in a fresh temporary folder (`sources/` created empty, `generated/` not),
 * whose warnings are collected in `problems`: for building one part with sources a test sets up.
 */
export function tempContext(prefix: string): { ctx: BuildContext; problems: Problem[] } {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const sourcesDir = path.join(root, 'sources');
  mkdirSync(sourcesDir);
  const problems: Problem[] = [];
  const ctx: BuildContext = {
    root,
    sourcesDir,
    generatedDir: path.join(root, 'generated'),
    definitions: [],
    warn: (p) => problems.push(p),
    info: () => {},
  };
  return { ctx, problems };
}
