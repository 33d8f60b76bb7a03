// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unified } from '@astrojs/markdown-remark';
import { ruleRehypePlugins, ruleRemarkPlugins } from './src/markdown/plugins.ts';
import { normalizeBase, withoutBase } from './src/lib/base-path.ts';
import { GENERATED_DIR } from './src/content/generated-dir.ts';
import { devSearch } from './src/integrations/dev-search.ts';
import { isKnownNoise } from './src/integrations/quiet-log.ts';
import { currentShard, shardOf } from './src/integrations/shards/build-shard.ts';
import { generatedPath } from './src/content/generated-dir.ts';

/**
 * Drops exactly Astro's known harmless warning (withastro/astro#18087, once per MDX page), in
 * every build environment: Astro replaces each environment's `build` options, so a top-level
 * `vite.build.rolldownOptions.onwarn` never reaches them. Every other warning is still printed,
 * and tests/e2e/build-log.test.ts fails on it.
 */
function quietKnownNoise() {
  /** @type {(warning: { code?: string; message: string }, warn: (w: any) => void) => void} */
  const onwarn = (warning, warn) => {
    if (!isKnownNoise(warning)) warn(warning);
  };
  return {
    name: 'reglas:quiet-known-noise',
    configEnvironment: () => ({ build: { rolldownOptions: { onwarn } } }),
  };
}

// BASE_PATH=/infinity/ serves the site under a sub-path; unset, it lives at the root as before.
const base = normalizeBase(process.env.BASE_PATH);

// The build's output folder (`--outDir` included), for the sitemap filter below.
let outDir = new URL('./dist/', import.meta.url);
/**
 * Redirect pages (glossary aliases) carry `noindex`: they stay out of the sitemap.
 * @param {string} page
 */
function indexable(page) {
  const file = new URL(`.${withoutBase(new URL(page).pathname, base)}index.html`, outDir);
  try {
    return !readFileSync(file, 'utf8').includes('<meta name="robots" content="noindex"');
  } catch {
    return true;
  }
}

/**
 * A split build (src/integrations/shards/astro-shards.ts): shard 0 writes the sitemap, which must also name
 * the rule pages the other shards render (`<slug>.mdx` → `/reglas/<slug>/`).
 * @returns {string[]}
 */
function otherShardsPages() {
  const shard = currentShard;
  if (!shard || shard.index !== 0) return [];
  const site = new URL(base, process.env.SITE_URL ?? 'http://localhost:4321');
  return readdirSync(generatedPath('reglas'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.slice(0, -4))
    .filter((name) => shardOf(name, shard.count) !== 0)
    .map((name) => new URL(`reglas/${name}/`, site).href);
}

export default defineConfig({
  // The public address (canonical, Open Graph, sitemap, robots.txt); scripts/build.ts warns
  // when a build has none.
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  ...(base === '/' ? {} : { base }),
  // Test builds (the hostile-input site) keep their own content store instead of sharing
  // node_modules/.astro/data-store.json with the real build.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  trailingSlash: 'always',
  build: { format: 'directory' },
  markdown: {
    // Astro 7 takes remark/rehype plugins through the unified() processor; MDX inherits it.
    // Rule pages are compiled by their loader with the same lists (src/markdown/compile.ts);
    // the plugins, and why each, are in src/markdown/plugins.ts.
    processor: unified({
      // Rule text is quoted as written: no curly quotes or dashes ("--" in weapon tables means "none").
      // The rule-page loader has no smartypants either: keep them in step.
      smartypants: false,
      remarkPlugins: ruleRemarkPlugins,
      rehypePlugins: ruleRehypePlugins(base),
    }),
  },
  integrations: [
    mdx(),
    // Only files that can hold JSX: @astrojs/preact always hands @preact/preset-vite a Babel
    // config, and the preset then runs Babel over every .ts module of src/ too (142 files, no JSX
    // in any). Measured on the seed build: 13.2 → 11.8 s of CPU (median of 3), the same dist/ byte
    // for byte. The renderer's check uses the same filter: every Preact component is a .tsx.
    preact({ include: [/\.[cm]?[jt]sx$/] }),
    {
      name: 'reglas:out-dir',
      hooks: { 'astro:config:done': ({ config }) => void (outDir = config.outDir) },
    },
    sitemap({ filter: indexable, customPages: otherShardsPages() }),
  ],
  vite: {
    // `@generated/…` is the generated content this build reads (CONTENT_GENERATED_DIR): the
    // scoring file the mission pages and the organiser import comes from the same build as the
    // collections, never from the default folder (a bench or test build writes elsewhere).
    resolve: {
      alias: {
        '@generated': fileURLToPath(new URL(GENERATED_DIR, import.meta.url)).replace(/\/$/, ''),
      },
    },
    plugins: [devSearch(fileURLToPath(new URL('./dist/', import.meta.url))), quietKnownNoise()],
  },
  // Rule pages ship no JavaScript beyond search: nothing is prefetched.
  prefetch: false,
  devToolbar: { enabled: false },
});
