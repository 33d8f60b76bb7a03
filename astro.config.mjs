// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { rehypeAbbreviations } from './src/lib/rehype/abbreviations.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Rule text is quoted as written: no curly quotes or dashes ("--" in weapon tables means "none").
  // The first use of an abbreviation on a page shows its expansion (`<abbr>`, from the glossary).
  markdown: { smartypants: false, rehypePlugins: [rehypeAbbreviations] },
  integrations: [mdx({ smartypants: false }), preact()],
  // Rule pages ship no JavaScript beyond search: nothing is prefetched or inlined from elsewhere.
  prefetch: false,
  devToolbar: { enabled: false },
});
