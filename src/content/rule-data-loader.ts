/**
 * The frontmatter of every rule page (`<slug>.mdx` under the generated folder), as a data
 * collection: what the lists (`/reglas/`, letters, sections, FAQ index, home) read. The pages
 * themselves are rendered from the MDX collection `reglas`, which a split build (see
 * src/integrations/shards/build-shard.ts) narrows to one shard; the lists still need every page's title, section
 * and rulings, without compiling every page's MDX.
 * The emitter writes the frontmatter as JSON (pipeline/shared/emit-mdx.ts: "JSON is valid YAML").
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { watchRuleFiles } from './watch-rule-files.ts';

/** The JSON between the first two `---` lines of an emitted MDX file, or undefined. */
export function frontmatterJson(text: string): string | undefined {
  if (!text.startsWith('---\n')) return undefined;
  const end = text.indexOf('\n---\n', 4);
  return end < 0 ? undefined : text.slice(4, end);
}

export function ruleFrontmatter(base: string): Loader {
  return {
    name: 'reglas-frontmatter',
    load: async ({ config, store, parseData, generateDigest, logger, watcher }) => {
      const root = fileURLToPath(config.root);
      const dir = path.resolve(root, base);
      const sync = async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
          f.endsWith('.mdx'),
        );
        const seen = new Set<string>();
        for (const file of files.sort()) {
          const filePath = path.join(dir, file);
          const json = frontmatterJson(await readFile(filePath, 'utf8'));
          let data: Record<string, unknown>;
          try {
            data = JSON.parse(json ?? '') as Record<string, unknown>;
          } catch {
            // The MDX collection reports the same file with its line; here it is only left out.
            logger.warn(`${path.relative(root, filePath)}: frontmatter sin JSON legible`);
            continue;
          }
          // The same id as the MDX collection's glob loader: the frontmatter's `slug`.
          const id = String(data['slug'] ?? file.replace(/\.mdx$/, ''));
          seen.add(id);
          const digest = generateDigest(json!);
          if (store.get(id)?.digest === digest) continue;
          // Astro wants the entry's file relative to the project.
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          store.set({
            id,
            data: await parseData({ id, data, filePath: relative }),
            digest,
            filePath: relative,
          });
        }
        for (const id of store.keys()) if (!seen.has(id)) store.delete(id);
      };
      await sync();
      // `astro dev`: the lists follow a page whose frontmatter `npm run content` rewrote.
      watchRuleFiles(watcher, dir, sync);
    },
  };
}
