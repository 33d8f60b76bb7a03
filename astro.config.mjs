// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { unified } from '@astrojs/markdown-remark';
import { rehypeAbbreviations } from './src/lib/rehype/abbreviations.ts';
import { remarkNoAutolinkLiterals } from './src/lib/remark/no-autolink-literals.ts';
import { rehypeRuleHeaderLevels } from './src/lib/rehype/rule-header-levels.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'always',
  build: { format: 'directory' },
  markdown: {
    // Astro 7 takes remark/rehype plugins through the unified() processor; MDX inherits it.
    processor: unified({
      // Rule text is quoted as written: no curly quotes or dashes ("--" in weapon tables means "none").
      smartypants: false,
      // Wiki text is untrusted: GFM's bare `www.x` / `a@b.c` links are turned back into text
      // there (remark-gfm cannot leave them out); the wiki's own links are all `[label](url)`.
      remarkPlugins: [remarkNoAutolinkLiterals],
      // The first use of an abbreviation on a page shows its expansion (`<abbr>`, from the glossary).
      // A skill's Requisitos/Efectos headings sit one level below the heading they follow.
      rehypePlugins: [rehypeAbbreviations, rehypeRuleHeaderLevels],
    }),
  },
  integrations: [mdx(), preact()],
  // Rule pages ship no JavaScript beyond search: nothing is prefetched.
  prefetch: false,
  devToolbar: { enabled: false },
});
