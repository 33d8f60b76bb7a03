import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';
import type { Problem } from '../../pipeline/shared/context.ts';
import { build } from '../../pipeline/wiki/index.ts';

/**
 * Builds the wiki part from `root/sources/` into `generatedDir` with the environment variables
 * `env` (`WIKI_CACHE`, `WIKI_CACHE_DIR`…) set for this build only; its warnings.
 */
export async function buildWikiPart(
  root: string,
  generatedDir: string,
  env: Record<string, string>,
): Promise<Problem[]> {
  const warnings: Problem[] = [];
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    await build({
      root,
      sourcesDir: path.join(root, 'sources'),
      generatedDir,
      definitions: [],
      warn: (w) => warnings.push(w),
      info: () => {},
    });
  } finally {
    vi.unstubAllEnvs();
  }
  return warnings;
}

/** Every file under `dir`, by its path relative to `dir`. */
export async function readTree(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      out.set(path.relative(dir, full), await readFile(full, 'utf8'));
    }
  return out;
}
