/**
 * The `reglas` collection: each generated rule page `<slug>.mdx`, its frontmatter validated by
 * `ruleEntrySchema` like any MDX entry, and its body compiled ONCE, here, into the page's
 * RuleTree (src/markdown/compile.ts), kept in the entry as `rendered.metadata.ruleTree` with the
 * page's edition summary (`rendered.metadata.editions`; src/markdown/rule-tree/entry.ts reads both).
 * src/pages/reglas/[slug].astro renders that tree (src/components/wiki/RuleTree.astro) instead of
 * importing the page's MDX module: Vite compiles and bundles no module per page (that was ~24 of
 * the ~32 ms a rule page cost; see the README, "Build at scale").
 *
 * Astro's data store keeps each entry between builds under a digest of the file and of what its
 * compilation depends on (`pipelineKey`): a page whose file did not change is not compiled again.
 * A page the compiler refuses (a JS expression, an unknown component: check.ts) fails the build
 * with its file and line; nothing of it is rendered.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { normalizeBase } from '../lib/base-path.ts';
import { compileRuleFiles } from '../markdown/compile-pool.ts';
import type { RuleMdx } from '../markdown/compile.ts';
import { editionSummary } from '../lib/edition.ts';
import { pipelineKey, readCompiled, treeCacheKey } from '../markdown/tree-cache.ts';
import { watchRuleFiles } from './watch-rule-files.ts';

/** The rule pages under `base` (a folder, from the project root) whose file names `select` keeps. */
export function ruleMdx(base: string, select: (file: string) => boolean = () => true): Loader {
  return {
    name: 'reglas-mdx',
    load: async ({ config, store, parseData, generateDigest, logger, watcher }) => {
      const root = fileURLToPath(config.root);
      const dir = path.resolve(root, base);
      const siteBase = normalizeBase(config.base);
      const key = pipelineKey(root, siteBase);
      const sync = async () => {
        const files = (await readdir(dir).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.mdx') && select(f))
          .sort();
        const byFile = new Map(store.values().map((entry) => [entry.filePath, entry]));
        const seen = new Set<string>();
        const refused: string[] = [];
        // 1. Unchanged files keep their entry; the others are compiled together (rule-mdx-pool.ts).
        // A sharded build may have compiled some already (RULE_TREE_CACHE, rule-tree-cache.ts).
        const diskCache = process.env['RULE_TREE_CACHE'];
        const changed: { file: string; relative: string; digest: string }[] = [];
        const compiled: RuleMdx[] = [];
        for (const file of files) {
          const filePath = path.join(dir, file);
          // Astro wants the entry's file relative to the project.
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          const text = await readFile(filePath, 'utf8');
          const digest = generateDigest(`${key}\n${text}`);
          const stored = byFile.get(relative);
          if (stored?.digest === digest) {
            seen.add(stored.id);
            continue;
          }
          changed.push({ file: filePath, relative, digest });
          const cached = diskCache
            ? await readCompiled(diskCache, treeCacheKey(text, key))
            : undefined;
          if (cached) compiled[changed.length - 1] = cached;
        }
        const missing = [...changed.keys()].filter((i) => !compiled[i]);
        // In a sharded build the parent's background thread already uses the other core (and its
        // memory): what it has not compiled yet is compiled here, in this thread.
        const fresh = await compileRuleFiles(
          missing.map((i) => changed[i]!.file),
          siteBase,
          diskCache ? 1 : undefined,
        );
        for (const [j, i] of missing.entries()) compiled[i] = fresh[j]!;
        // 2. Each compiled page: its entry, or its problems.
        for (const [i, { file, relative, digest }] of changed.entries()) {
          const page = compiled[i]!;
          if (!page.ok) {
            for (const problem of page.problems) {
              refused.push(`${relative}:${problem.line ?? '?'}: ${problem.message}`);
            }
            continue;
          }
          // The same id as Astro's glob loader gave: the frontmatter's `slug`.
          const id = String(page.frontmatter['slug'] ?? path.basename(file, '.mdx'));
          seen.add(id);
          store.set({
            id,
            data: await parseData({ id, data: page.frontmatter, filePath: relative }),
            filePath: relative,
            digest,
            // Never read through `render()`: the page renders the tree (RuleTree.astro). The MDX
            // body is not kept: the page reads only its edition summary, counted here. Stored, the
            // body was over a third of a rule shard's content store (6.0 of 16.5 MB at 1,014
            // pages), which every `astro build` serialises, bundles as a module and parses back.
            rendered: {
              html: '',
              metadata: { ruleTree: page.tree, editions: editionSummary(page.body) },
            },
          });
        }
        for (const id of store.keys()) if (!seen.has(id)) store.delete(id);
        if (refused.length > 0) {
          for (const line of refused) logger.error(line);
          // The lines above say what and where; a stack trace of this loader would say nothing more.
          throw Object.assign(
            new Error(
              `${refused.length} problema(s) en páginas de reglas (arriba, con archivo y línea): no se publican`,
            ),
            { stack: '' },
          );
        }
      };
      await sync();
      // `astro dev`: a page that `npm run content` rewrote is compiled again.
      watchRuleFiles(watcher, dir, sync);
    },
  };
}
