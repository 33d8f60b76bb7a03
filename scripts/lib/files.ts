import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { BuildContext } from './context.ts';

/**
 * Reads a source file of `content/sources/`. A missing or unreadable file is a warning naming it
 * (relative to the repository root), never a stack trace: the caller gets `undefined` and builds
 * what it can without it.
 */
export function readSource(
  ctx: Pick<BuildContext, 'root' | 'sourcesDir' | 'warn'>,
  name: string,
): string | undefined {
  const path = join(ctx.sourcesDir, name);
  const file = relative(ctx.root, path);
  if (!existsSync(path)) {
    ctx.warn({ file, message: `no existe el archivo fuente ${file}` });
    return undefined;
  }
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    ctx.warn({ file, message: `no se pudo leer ${file}: ${(e as Error).message}` });
    return undefined;
  }
}

/** Writes pretty JSON with a final newline, creating folders; stable output keeps diffs small. */
export function writeJson(file: string, data: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
