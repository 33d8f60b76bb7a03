// @ts-check
// The site: Astro renders every page from the content collections (src/content/), then the
// integrations of src/integrations/ finish it in order once the pages are written: the sitemap,
// the search index, the scripts loaded on demand, and last the manifest, icons and service
// worker (which precaches every file written before it).
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { fileURLToPath } from 'node:url';
import { unified } from '@astrojs/markdown-remark';
import { ruleRehypePlugins, ruleRemarkPlugins } from './src/markdown/plugins.ts';
import { normalizeBase } from './src/lib/base-path.ts';
import { GENERATED_DIR } from './src/content/generated-dir.ts';
import { devSearch } from './src/integrations/dev-search.ts';
import { siteMap } from './src/integrations/sitemap.ts';
import { searchIndex } from './src/integrations/search/index.ts';
import { clientAssets } from './src/integrations/client-assets.ts';
import { offline } from './src/integrations/offline/index.ts';

// BASE_PATH=/infinity/ serves the site under a sub-path; unset, it lives at the root.
const base = normalizeBase(process.env.BASE_PATH);

export default defineConfig({
  // The public address (canonical, Open Graph, sitemap, robots.txt); scripts/build.ts warns
  // when a build has none.
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  ...(base === '/' ? {} : { base }),
  // Test and bench builds keep their own content store and compiled trees.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  // Every message to the build's log file; the terminal without the list of every page.
  logger: {
    entrypoint: './src/integrations/build-log.ts',
    config: { file: process.env.BUILD_LOG || '.cache/logs/astro.log' },
  },
  trailingSlash: 'always',
  build: { format: 'directory' },
  markdown: {
    // Astro 7 takes remark/rehype plugins through the unified() processor; MDX inherits it.
    // Rule pages are compiled by their loader with the same lists (src/markdown/compile.ts).
    processor: unified({
      // Rule text is quoted as written: no curly quotes or dashes ("--" in weapon tables means
      // "none"). The rule-page compiler has no smartypants either: keep them in step.
      smartypants: false,
      remarkPlugins: ruleRemarkPlugins,
      rehypePlugins: ruleRehypePlugins(base),
    }),
  },
  integrations: [
    mdx(),
    // Only files that can hold JSX: @astrojs/preact hands @preact/preset-vite a Babel config,
    // and the preset would otherwise run Babel over every .ts module of src/ (none has JSX).
    preact({ include: [/\.[cm]?[jt]sx$/] }),
    ...siteMap(base),
    searchIndex(),
    clientAssets(),
    offline(),
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
    plugins: [devSearch(fileURLToPath(new URL('./dist/', import.meta.url)))],
  },
  // Rule pages ship no JavaScript beyond search: nothing is prefetched.
  prefetch: false,
  devToolbar: { enabled: false },
});
