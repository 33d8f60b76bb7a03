/**
 * What a rule page's compiled tree is a function of, and a cache of compiles on disk that the
 * sharded build (src/integrations/shards/astro-shards.ts) fills in the background: while shard 0 and the
 * first rule shards build (each `astro build` keeps one core busy), one worker thread compiles the
 * later shards' pages into `RULE_TREE_CACHE`, and each shard's loader takes them from there
 * instead of compiling them itself. One file per compile, named by `treeCacheKey`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RuleMdx } from './compile.ts';

/** Bumped when the stored shape changes. */
const FORMAT = 'rule-tree-2';

/**
 * What a page's tree is a function of besides its own file: the compiler and the plugins (their
 * sources), the components' contract its elements are checked against (and the schemas it takes
 * values from), the glossary the abbreviations come from, the installed packages, the base path;
 * and what else the loader stores with it (the edition summary, src/lib/edition.ts).
 */
export function pipelineKey(root: string, base: string): string {
  const hash = createHash('sha256').update(`${FORMAT}\n${base}\n${process.version}\n`);
  const files = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .map((f) => path.join(dir, f))
          .filter((f) => statSync(f).isFile())
          .sort()
      : [];
  for (const file of [
    ...[
      'src/markdown/rule-tree',
      'src/markdown/rehype',
      'src/markdown/remark',
      'src/lib/glossary',
      'content/glossary',
    ].flatMap((dir) => files(path.join(root, dir))),
    ...[
      'src/markdown/compile.ts',
      'src/markdown/compile-worker.ts',
      'src/markdown/plugins.ts',
      'src/lib/edition.ts',
      'src/components/wiki/contract.ts',
      'src/content/wiki-schemas.ts',
      'package-lock.json',
    ].map((f) => path.join(root, f)),
  ]) {
    hash.update(`${path.relative(root, file)}\n`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The cache file's name of one page's compile: its text and everything else it depends on. */
export function treeCacheKey(text: string, pipeline: string): string {
  return createHash('sha256').update(`${pipeline}\n${text}`).digest('hex');
}

/** A cached compile, or undefined (none, or unreadable: it is compiled again). */
export async function readCompiled(dir: string, key: string): Promise<RuleMdx | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, `${key}.json`), 'utf8')) as RuleMdx;
  } catch {
    return undefined;
  }
}

/** Writes a compile whole (temp file + rename): a reader never sees half a file. */
export async function writeCompiled(dir: string, key: string, result: RuleMdx): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${key}.json`);
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, JSON.stringify(result));
  await rename(temp, file);
}
