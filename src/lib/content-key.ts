/**
 * The one key of every cache the build keeps between runs (the wiki's conversions and MDX, the
 * compiled rule trees): a digest of everything an entry is a function of. `codeKey` stands for
 * the code: every source file of the build, the installed packages (`package-lock.json`) and
 * Node's version. Any change of code therefore voids every entry: coarse, and never wrong, where
 * hand-kept lists of "the files this step depends on" went stale as the code moved. Node only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build's code is, from the project root: folders whole, and single files. */
export const CODE_PATHS = [
  'src',
  'pipeline',
  'content/glossary',
  'content/corrections',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
] as const;

/** A digest of `parts` in order (each length-prefixed, so no two lists give the same key). */
export function contentKey(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(`${part.length}:`);
    hash.update(part);
  }
  return hash.digest('hex');
}

/** Every file under `dir` (or `dir` itself, a file), relative to `root`, sorted. */
function filesOf(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => statSync(path.join(root, file)).isFile())
    .sort();
}

const codeKeys = new Map<string, string>();

/**
 * The key of the code under `root` (computed once per process, root and list). `paths` narrows it
 * to the code a cache's entries are a function of, where the whole build's would void them for
 * nothing (the preview cards: src/cards/render.ts).
 */
export function codeKey(root: string, paths: readonly string[] = CODE_PATHS): string {
  const id = `${root}\0${paths.join('\0')}`;
  let key = codeKeys.get(id);
  if (key === undefined) {
    const parts: (string | Uint8Array)[] = [process.version];
    for (const file of paths.flatMap((entry) => filesOf(root, entry)))
      parts.push(file.split(path.sep).join('/'), readFileSync(path.join(root, file)));
    key = contentKey(...parts);
    codeKeys.set(id, key);
  }
  return key;
}
