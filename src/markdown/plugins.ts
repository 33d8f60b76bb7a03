/**
 * The remark and rehype plugins of rule text, in one place: astro.config.mjs hands them to
 * Astro's `unified()` processor (which MDX inherits), and the rule-page loader
 * (src/markdown/compile.ts) runs the same lists when it turns a page's MDX into its tree. Two
 * copies would drift; one list cannot.
 */
import type { RehypePlugins, RemarkPlugins } from '@astrojs/markdown-remark';
import { rehypeAbbreviations } from './rehype/abbreviations.ts';
import { remarkNoAutolinkLiterals } from './remark/no-autolink-literals.ts';
import { rehypeRuleHeaderLevels } from './rehype/rule-header-levels.ts';
import { rehypeRuleHeaderSkills } from './rehype/rule-header-skills.ts';
import { rehypeBaseLinks } from './rehype/base-links.ts';

// Wiki text is untrusted: GFM's bare `www.x` / `a@b.c` links are turned back into text
// there (remark-gfm cannot leave them out); the wiki's own links are all `[label](url)`.
export const ruleRemarkPlugins: RemarkPlugins = [remarkNoAutolinkLiterals];

/**
 * The first use of an abbreviation on a page shows its expansion (`<abbr>`, from the glossary).
 * A skill's Requisitos/Efectos headings sit one level below the heading they follow, and name
 * their skill where several skill boxes share a section.
 * Links written in generated content gain the base (BASE_PATH, normalised: `/` or `/x/`); at the
 * root the list stays as it was.
 */
export function ruleRehypePlugins(base: string): RehypePlugins {
  return [
    rehypeAbbreviations,
    rehypeRuleHeaderLevels,
    rehypeRuleHeaderSkills,
    ...(base === '/' ? [] : [[rehypeBaseLinks, { base }] as RehypePlugins[number]]),
  ];
}
