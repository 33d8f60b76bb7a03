/**
 * `astro dev`: the rule pages' loader (rules-loader.ts) loads its collection again when `npm run content` adds, rewrites or removes a `<slug>.mdx` under `dir`.
 * No watcher (a build): nothing to do.
 */
import type { LoaderContext } from 'astro/loaders';

export function watchRuleFiles(
  watcher: LoaderContext['watcher'],
  dir: string,
  sync: () => Promise<void>,
): void {
  if (!watcher) return;
  watcher.add(dir);
  const onChange = (changed: string) => {
    if (changed.startsWith(dir) && changed.endsWith('.mdx')) void sync();
  };
  for (const event of ['add', 'change', 'unlink'] as const) watcher.on(event, onChange);
}
