/**
 * One rule page file → its tree on disk and what its entry keeps. The tree goes to `treeFile`
 * (written whole: temp file, then rename, so a reader never sees half a file) and is read back
 * only when its page is rendered: the content store, which every `astro build` loads whole,
 * keeps just the frontmatter and the edition summary, so a build's memory does not grow with
 * the size of every page's text.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileRuleMdx } from './compile.ts';
import { editionSummary, type EditionSummary } from '../lib/edition.ts';
import type { RuleTreeProblem } from './rule-tree/check.ts';
import type { RuleTree } from './rule-tree/schema.ts';

export type CompiledFile =
  | { ok: true; frontmatter: Record<string, unknown>; editions: EditionSummary }
  | { ok: false; problems: RuleTreeProblem[] };

/** A compile job: the MDX file and where its tree goes. */
export interface CompileJob {
  file: string;
  treeFile: string;
}

/** A compiled page: its tree and what its entry keeps; or the compiler's problems. */
export type CompiledEntry =
  | {
      ok: true;
      tree: RuleTree;
      frontmatter: Record<string, unknown>;
      editions: EditionSummary;
    }
  | { ok: false; problems: RuleTreeProblem[] };

/** One rule page's text → its tree and entry, as the loader makes them (no disk). */
export async function compileEntry(
  text: string,
  file: string,
  base: string,
): Promise<CompiledEntry> {
  const page = await compileRuleMdx(text, file, base);
  if (!page.ok) return page;
  return {
    ok: true,
    tree: page.tree,
    frontmatter: page.frontmatter,
    editions: editionSummary(page.body),
  };
}

export async function compileFile(job: CompileJob, base: string): Promise<CompiledFile> {
  const page = await compileEntry(await readFile(job.file, 'utf8'), job.file, base);
  if (!page.ok) return page;
  await mkdir(path.dirname(job.treeFile), { recursive: true });
  const temp = `${job.treeFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, JSON.stringify(page.tree));
  await rename(temp, job.treeFile);
  return { ok: true, frontmatter: page.frontmatter, editions: page.editions };
}
