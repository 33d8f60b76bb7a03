// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Rule text is quoted as written: no curly quotes or dashes ("--" in weapon tables means "none").
  markdown: { smartypants: false },
  integrations: [mdx({ smartypants: false }), preact()],
  // Rule pages ship no JavaScript beyond search: nothing is prefetched or inlined from elsewhere.
  prefetch: false,
  devToolbar: { enabled: false },
});
