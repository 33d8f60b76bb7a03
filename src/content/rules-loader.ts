/**
 * The `rules` collection: each generated rule page `<slug>.mdx`, its frontmatter validated by
 * `ruleEntrySchema` like any MDX entry, and its body compiled once, here, into the page's
 * RuleTree (src/markdown/compile.ts). The tree is written to `<cacheDir>/rule-trees/<key>.json`
 * and the entry keeps its path and the page's edition summary (`rendered.metadata`, read by
 * src/markdown/rule-tree/entry.ts); src/pages/reglas/[slug].astro reads the tree when it renders
 * the page (src/components/wiki/RuleTree.astro). Vite bundles no module per page, and the content
 * store, which a build loads whole, holds no page's text.
 *
 * An entry is kept between builds under its key (src/lib/content-key.ts: the file's text, the
 * base path and the code): a page whose file did not change is not compiled again. A page the
 * compiler refuses (a JS expression, an unknown component: rule-tree/check.ts) fails the build
 * with its file and line; nothing of it is rendered.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { normalizeBase } from '../lib/base-path.ts';
import { codeKey, contentKey } from '../lib/content-key.ts';
import { compileRuleFiles } from '../markdown/compile-pool.ts';
import { watchRuleFiles } from './watch-rule-files.ts';

/** The rule pages under `dir` (a folder, from the project root). */
export function ruleLoader(dir: string): Loader {
  return {
    name: 'rules-mdx',
    load: async ({ config, store, parseData, logger, watcher }) => {
      const root = fileURLToPath(config.root);
      const rulesDir = path.resolve(root, dir);
      const treesDir = path.join(fileURLToPath(config.cacheDir), 'rule-trees');
      const siteBase = normalizeBase(config.base);
      const code = codeKey(root);
      const sync = async () => {
        const files = (await readdir(rulesDir).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.mdx'))
          .sort();
        const byFile = new Map(store.values().map((entry) => [entry.filePath, entry]));
        const seen = new Set<string>();
        const trees = new Set<string>();
        // 1. Unchanged files keep their entry; the others are compiled together (compile-pool.ts).
        const changed: { file: string; relative: string; key: string; treeFile: string }[] = [];
        for (const file of files) {
          const filePath = path.join(rulesDir, file);
          // Astro wants the entry's file relative to the project.
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          const key = contentKey(code, siteBase, await readFile(filePath, 'utf8'));
          const treeFile = path.join(treesDir, `${key}.json`);
          trees.add(treeFile);
          const stored = byFile.get(relative);
          if (stored?.digest === key && existsSync(treeFile)) seen.add(stored.id);
          else changed.push({ file: filePath, relative, key, treeFile });
        }
        const compiled = await compileRuleFiles(changed, siteBase);
        // 2. Each compiled page: its entry, or its problems.
        const refused: string[] = [];
        for (const [i, { file, relative, key, treeFile }] of changed.entries()) {
          const page = compiled[i]!;
          if (!page.ok) {
            for (const problem of page.problems)
              refused.push(`${relative}:${problem.line ?? '?'}: ${problem.message}`);
            continue;
          }
          // The same id as Astro's glob loader gave: the frontmatter's `slug`.
          const id = String(page.frontmatter['slug'] ?? path.basename(file, '.mdx'));
          seen.add(id);
          store.set({
            id,
            data: await parseData({ id, data: page.frontmatter, filePath: relative }),
            filePath: relative,
            digest: key,
            // Never read through `render()`: the page renders the tree (RuleTree.astro).
            rendered: { html: '', metadata: { treeFile, editions: page.editions } },
          });
        }
        for (const id of store.keys()) if (!seen.has(id)) store.delete(id);
        // Trees of pages that no longer exist or changed.
        for (const name of await readdir(treesDir).catch(() => [] as string[]))
          if (!trees.has(path.join(treesDir, name)))
            await rm(path.join(treesDir, name), { force: true });
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
      watchRuleFiles(watcher, rulesDir, sync);
    },
  };
}
