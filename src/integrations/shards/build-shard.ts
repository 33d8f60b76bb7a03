/**
 * The build of a large wiki in shards (src/integrations/shards/astro-shards.ts): shard 0 renders every page
 * but the rule pages (lists, term pages, histories, redirects, ITS…), each other shard the rule
 * pages whose names hash to it. Which shard a page is in depends only on its file name (its slug)
 * and the number of shards, so a page stays in its shard from one build to the next and a rebuild
 * after one changed page renders its shard again (and shard 0 when what the lists show changed).
 *
 * `RULE_SHARD=<i>/<n>` selects a shard; unset (dev, the seed build, the tests), one build renders
 * everything, exactly as before.
 */

/** One shard of `count`: `index` 0 is the shard of the lists, the others hold the rule pages. */
export interface BuildShard {
  index: number;
  count: number;
}

/** The shard `RULE_SHARD` names (`"2/5"`), or undefined when the build is not split. */
export function parseShard(value: string | undefined): BuildShard | undefined {
  if (!value) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`RULE_SHARD="${value}" no es «i/n» (por ejemplo «0/4»)`);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || index >= count)
    throw new Error(`RULE_SHARD="${value}": el índice va de 0 a n-1`);
  return { index, count };
}

/**
 * FNV-1a (32 bits) of the name's UTF-16 units, then MurmurHash3's 32-bit finaliser: small, fast
 * and the same on every machine and Node version (a page's shard must not move between builds).
 * The finaliser mixes the high bits, which pick the shard (`shardOf`), as well as the low ones:
 * FNV-1a alone spread 5,000 synthetic names over 8 rule shards 514–733 (share 625), mixed 603–654.
 */
function pageHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The shard of the rule page whose file is `<name>.mdx`: 0 unsplit, else 1 … count-1. Rule shard
 * `k` holds the names whose hash is in the k-th of count-1 equal ranges of the 32-bit hashes, so
 * that in `ruleFeedOrder` every shard's pages come together, in shard order, for any count.
 */
export function shardOf(name: string, count: number): number {
  return count <= 1 ? 0 : 1 + Math.floor((pageHash(name) * (count - 1)) / 2 ** 32);
}

/**
 * The rule pages in the order the search index takes them (src/integrations/search/index-pages.ts): by hash,
 * then by name. The order depends on the names only, not on the number of shards, so one build
 * and a build in shards give the same index (the index depends on the order it is given pages);
 * and since each shard is a range of hashes, its pages are a run of this order, the runs in
 * shard order: the index can take a shard's pages as soon as that shard and those before it are
 * built, while the next one builds.
 */
export function ruleFeedOrder(names: Iterable<string>): string[] {
  return [...names]
    .map((name) => ({ name, hash: pageHash(name) }))
    .sort((a, b) => a.hash - b.hash || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name }) => name);
}

/** Whether this build renders the pages that list every rule page (unsplit, or shard 0). */
export function rendersLists(shard: BuildShard | undefined): boolean {
  return !shard || shard.index === 0;
}

/** Whether this build renders rule pages (unsplit, or a shard other than 0). */
export function rendersRulePages(shard: BuildShard | undefined): boolean {
  return !shard || shard.count === 1 || shard.index > 0;
}

/** The shard this process builds, from `RULE_SHARD`. */
export const currentShard: BuildShard | undefined = parseShard(process.env['RULE_SHARD']);
