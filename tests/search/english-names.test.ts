/**
 * Every rule page and every term page has its English name(s) in the glossary
 * (`content/glossary/glossary.json`), with where they come from, or a recorded reason for having
 * none: a player who brings the English rulebook's name finds the Spanish page. The pages are
 * read from the generated content (`npm run content` writes it): each rule page's frontmatter
 * (`content/generated/rules/*.mdx`) and the term pages (`content/generated/wiki/terms.json`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR } from '../../src/content/generated-dir.ts';
import { loadGlossary } from '../../src/lib/glossary/load.ts';
import { glossarySchema } from '../../src/lib/glossary/schema.ts';

const generated = path.resolve(GENERATED_DIR);

/** `/reglas/<slug>/` and title of every rule page and term page of the generated content. */
function sitePages(): { url: string; title: string }[] {
  const rulesDir = path.join(generated, 'rules');
  const termsFile = path.join(generated, 'wiki/terms.json');
  if (!existsSync(rulesDir) || !existsSync(termsFile))
    throw new Error(`sin contenido generado en ${generated}: antes, npm run content`);
  const rules = readdirSync(rulesDir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(rulesDir, file), 'utf8'));
      const data = JSON.parse(front![1]!) as { title: string; slug: string };
      return { url: `/reglas/${data.slug}/`, title: data.title };
    });
  const terms = (
    JSON.parse(readFileSync(termsFile, 'utf8')) as { slug: string; title: string }[]
  ).map((term) => ({ url: `/reglas/${term.slug}/`, title: term.title }));
  return [...rules, ...terms];
}

describe('nombres en inglés de cada página de reglas y de término', () => {
  const glossary = loadGlossary();
  const pages = sitePages();

  it('cada página tiene una entrada con nombre inglés y su fuente, o el porqué de no tenerlo', () => {
    const missing: string[] = [];
    for (const page of pages) {
      const entries = glossary.terms.filter((term) => term.url === page.url);
      const covered = entries.some(
        (term) => (term.en.length > 0 && term.source !== undefined) || term.noEnglish !== undefined,
      );
      if (!covered) missing.push(`${page.title} (${page.url})`);
    }
    // The seed site: dozens of rule pages and over a hundred term pages were really checked.
    expect(pages.length).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('una entrada dice de dónde salen sus nombres ingleses, o por qué no tiene', () => {
    for (const url of new Set(pages.map((page) => page.url))) {
      for (const term of glossary.terms.filter((t) => t.url === url && t.en.length > 0))
        expect(term.source, term.title).toBeDefined();
    }
  });

  it('el esquema rechaza un porqué junto a nombres ingleses, y una fuente sin ellos', () => {
    const parse = (term: Record<string, unknown>) =>
      glossarySchema.safeParse({ terms: [term] }).error?.issues.map((issue) => issue.path.at(-1));
    expect(parse({ title: 'Cobertura', en: ['Cover'], noEnglish: 'x' })).toEqual(['noEnglish']);
    expect(parse({ title: 'Cobertura', source: 'N4' })).toEqual(['source']);
    expect(parse({ title: 'Cobertura', en: ['Cover'], source: 'N4' })).toBeUndefined();
  });
});
