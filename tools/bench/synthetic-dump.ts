/**
 * A synthetic wiki of any size for the scale bench: every page of the seed dumps cloned into
 * copies 2, 3, … with new titles ("Trabado 2"), and each copy's `[[links]]` rewritten to the
 * pages of the same copy, so the clones link among themselves the way the seeds do. Templates,
 * FAQ boxes and text are kept as they are: the build does the same work per page as for a seed.
 *   node tools/bench/synthetic-dump.ts 1000 > dump.txt
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { splitDump, type Revision } from '../../pipeline/wiki/parse/split-dump.ts';
import { newestRevisions } from '../../pipeline/wiki/parse/newest-revisions.ts';
import { titleKey } from '../../src/lib/wiki-title.ts';

/** `[[Target#anchor|label]]`: target, optional anchor, optional label. */
const LINK = /\[\[([^[\]|#]+)(#[^[\]|]*)?(\|[^[\]]*)?\]\]/g;

/** The newest revision of every seed page, as the wiki build reads them. */
export async function seedPages(root: string): Promise<Revision[]> {
  const dir = path.join(root, 'content/sources/wiki');
  const revisions: Revision[] = [];
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.txt')).sort())
    revisions.push(...splitDump(await readFile(path.join(dir, file), 'utf8'), file).revisions);
  return newestRevisions(revisions);
}

/** `text` with every link to a seed page pointing to that page's copy `copy` (2, 3, …). */
export function rewriteLinks(text: string, seeds: ReadonlySet<string>, copy: number): string {
  return text.replace(LINK, (whole, target: string, anchor = '', label = '') => {
    if (!seeds.has(titleKey(target))) return whole;
    // An unlabelled link keeps showing the seed's words.
    return `[[${target.trim()} ${copy}${anchor}${label || `|${target.trim()}`}]]`;
  });
}

/** A contributions dump holding `count` clones of the seed pages (copies 2, 3, …). */
export function syntheticDump(seeds: readonly Revision[], count: number): string {
  const keys = new Set(seeds.map((seed) => titleKey(seed.title)));
  const clones = Array.from({ length: count }, (_, i) => ({
    seed: seeds[i % seeds.length]!,
    copy: Math.floor(i / seeds.length) + 2,
  }));
  // A contributions dump lists the newest revision first; the wiki build reads a revision
  // boundary only in that order (pipeline/wiki/parse/split-dump.ts). Stable: equal dates keep
  // their order.
  clones.sort((a, b) =>
    a.seed.timestamp < b.seed.timestamp ? 1 : a.seed.timestamp > b.seed.timestamp ? -1 : 0,
  );
  const blocks = ['Infinity - Contribuciones del usuario [es]', ''];
  for (const { seed, copy } of clones) {
    blocks.push(
      `${seed.title} ${copy}`,
      '',
      seed.timestamp,
      '',
      `${seed.contributor}:`,
      rewriteLinks(seed.text, keys, copy),
      '',
    );
  }
  return blocks.join('\n');
}

if (import.meta.main) {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 0) {
    console.error('uso: node tools/bench/synthetic-dump.ts <páginas>');
    process.exit(1);
  }
  const root = path.resolve(import.meta.dirname, '../..');
  process.stdout.write(syntheticDump(await seedPages(root), count));
}
