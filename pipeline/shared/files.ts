import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { BuildContext } from './context.ts';

/** What reading a source needs from the build's context. */
type SourceContext = Pick<BuildContext, 'root' | 'sourcesDir' | 'warn'>;

/** A source's path as messages name it: relative to the repository root. */
export function sourceFile(ctx: Pick<BuildContext, 'root' | 'sourcesDir'>, name: string): string {
  return relative(ctx.root, resolve(ctx.sourcesDir, name));
}

/**
 * Reads a source file of `content/sources/` (`name` relative to it; an absolute path is read as
 * is). A missing or unreadable file is a warning naming it (relative to the repository root),
 * never a stack trace: the caller gets `undefined` and builds what it can without it.
 */
export function readSource(ctx: SourceContext, name: string): string | undefined {
  const path = resolve(ctx.sourcesDir, name);
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

/**
 * The files of a folder of `content/sources/` whose names end in `ext`, sorted, as names for
 * `readSource` (`wiki/a.txt`). A missing folder, or one without such a file, is a warning naming
 * it; the caller gets the files there are (none) and builds what it can.
 */
export function listSources(ctx: SourceContext, dir: string, ext: string): string[] {
  const path = resolve(ctx.sourcesDir, dir);
  const file = relative(ctx.root, path);
  if (!existsSync(path) || !statSync(path).isDirectory()) {
    ctx.warn({ file, message: `no existe la carpeta de fuentes ${file}` });
    return [];
  }
  let names: string[];
  try {
    names = readdirSync(path);
  } catch (e) {
    ctx.warn({ file, message: `no se pudo leer la carpeta ${file}: ${(e as Error).message}` });
    return [];
  }
  const found = names
    .filter((n) => n.endsWith(ext))
    .sort()
    .map((n) => join(dir, n));
  if (found.length === 0)
    ctx.warn({ file, message: `la carpeta de fuentes ${file} no tiene ningún archivo ${ext}` });
  return found;
}

/** Writes pretty JSON with a final newline, creating folders; stable output keeps diffs small. */
export function writeJson(file: string, data: unknown): void {
  writeText(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** Writes a generated text file (an `.mdx` page), creating its folder. */
export function writeText(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
