/**
 * Scores where the wiki's `[[links]]` lead against the labelled cases of
 * `tests/wiki/link-cases.json`: the links as the content stage resolves them (the wiki part run
 * in memory over `content/sources/wiki/`, the resolver that links the pages), never a copy of
 * its logic. A case is right when the link lands on the expected page or heading; on a term page
 * when nothing in the sources defines the name; on a term page listing exactly the candidates
 * when the name is ambiguous.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'astro/zod';
import { buildFromRevisions, type WikiBuild } from '../../pipeline/wiki/build-from-revisions.ts';
import { splitDump, type Revision } from '../../pipeline/wiki/parse/split-dump.ts';
import { loadGlossary } from '../../src/lib/glossary/load.ts';
import { loadReviewedLinks } from '../../src/lib/wiki-links/load.ts';
import type { TermPage } from '../../src/content/wiki-data.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const LINK_CASES_FILE = path.join(root, 'tests/wiki/link-cases.json');

const expectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), url: z.string() }),
  z.object({ kind: z.literal('heading'), url: z.string() }),
  z.object({ kind: z.literal('term') }),
  z.object({ kind: z.literal('ambiguous'), candidates: z.array(z.string()).min(2) }),
]);

export const linkCaseSchema = z.object({
  name: z.string(),
  page: z.string(),
  context: z.string(),
  expect: expectSchema,
  set: z.enum(['tune', 'heldout']),
  why: z.string(),
  baseline: z.string(),
  links: z.number().int().positive(),
});
export type LinkCase = z.infer<typeof linkCaseSchema>;

/** Where one link leads: its URL and, when it is a term page, the candidates that page lists. */
export interface LinkOutcome {
  url: string;
  term?: { slug: string; candidates: readonly string[] };
}

export function readLinkCases(file = LINK_CASES_FILE): LinkCase[] {
  const data = z
    .object({ $comment: z.string(), cases: z.array(linkCaseSchema) })
    .parse(JSON.parse(readFileSync(file, 'utf8')));
  return data.cases;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Whether a link's landing is the one its case expects. */
export function scoreCase(expected: LinkCase['expect'], outcome: LinkOutcome): boolean {
  switch (expected.kind) {
    case 'page':
    case 'heading':
      return outcome.url === expected.url;
    case 'term':
      return outcome.term !== undefined && outcome.term.candidates.length === 0;
    case 'ambiguous':
      return outcome.term !== undefined && sameSet(outcome.term.candidates, expected.candidates);
  }
}

/** Every revision of the site's wiki dumps. */
function siteRevisions(): Revision[] {
  const dir = path.join(root, 'content/sources/wiki');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .flatMap(
      (f) =>
        splitDump(readFileSync(path.join(dir, f), 'utf8'), `content/sources/wiki/${f}`).revisions,
    );
}

/** The wiki part over the site's dumps, glossary and reviewed links, in memory. */
export function siteWikiBuild(): Promise<WikiBuild> {
  return buildFromRevisions(siteRevisions(), {
    glossary: loadGlossary(),
    reviewedLinks: loadReviewedLinks(),
  });
}

/** The wiki part as the content stage runs it; `outcome(name, page)` is where that link leads. */
export async function siteLinks(
  build?: WikiBuild,
): Promise<(name: string, page: string) => LinkOutcome> {
  build ??= await siteWikiBuild();
  const terms = new Map<string, TermPage>(
    build.data['terms.json'].map((t) => [`/reglas/${t.slug}/`, t]),
  );
  const links = build;
  return (name, page) => {
    const result = links.resolveLink(name, page);
    const url = result.url ?? '';
    const term = result.resolved ? undefined : terms.get(url);
    return term
      ? { url, term: { slug: term.slug, candidates: term.candidates.map((c) => c.url) } }
      : { url };
  };
}

export interface LinkScore {
  set: string;
  n: number;
  right: number;
  misses: { linkCase: LinkCase; outcome: LinkOutcome }[];
}

/** Right answers per set (`tune`, `heldout`), with the cases missed. */
export function scoreCases(
  cases: readonly LinkCase[],
  outcome: (name: string, page: string) => LinkOutcome,
): Map<string, LinkScore> {
  const scores = new Map<string, LinkScore>();
  for (const linkCase of cases) {
    const score = scores.get(linkCase.set) ?? { set: linkCase.set, n: 0, right: 0, misses: [] };
    const got = outcome(linkCase.name, linkCase.page);
    score.n += 1;
    if (scoreCase(linkCase.expect, got)) score.right += 1;
    else score.misses.push({ linkCase, outcome: got });
    scores.set(linkCase.set, score);
  }
  return scores;
}
