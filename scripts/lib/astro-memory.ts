/**
 * How Astro's process is started for a build, so that its memory stays small beside Pagefind's
 * at the end of the build (the search index runs in Astro's process, on `astro:build:done`):
 * - V8's old space capped in proportion to the site (the live heap grows with the rule pages;
 *   uncapped, V8 keeps most of what it ever allocated);
 * - a full collection before the search index starts (`--expose-gc`: src/integrations/search/),
 *   so that what the pages' rendering left behind is given back before Pagefind's peak;
 * - the allocators asked to give freed memory back: glibc's malloc with two arenas, blocks of
 *   128 KB and more mapped on their own (and unmapped when freed) and the top of its heap
 *   trimmed past 128 KB, both fixed rather than raised as the build frees large blocks; and
 *   mimalloc (Rolldown's allocator) purging at once instead of keeping freed pages.
 *   Pagefind's service, a child of this process, inherits them.
 * docs/decisions/ has the measurements behind it.
 */

/** Megabytes of old space for `rulePages` rule pages: never less than Astro needs for the seeds. */
export const oldSpaceMB = (rulePages: number): number =>
  Math.max(512, 256 + Math.ceil(rulePages / 16));

export function astroMemory(rulePages: number): {
  nodeFlags: string[];
  env: Record<string, string>;
} {
  return {
    nodeFlags: [`--max-old-space-size=${oldSpaceMB(rulePages)}`, '--expose-gc'],
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '131072',
      MIMALLOC_PURGE_DELAY: '0',
      MIMALLOC_ARENA_EAGER_COMMIT: '0',
    },
  };
}
