/**
 * The wiki part's pipeline on revisions already read: every step the build runs, in order, each
 * a module of steps/. Pure: it reads no file and no environment variable; it returns what is to
 * be written. The site's build (index.ts) reads the dumps, gives it the disk cache and writes
 * the result; the single-page check (check/convert-alone.ts), the fuzzer and the tests call it
 * as it is, with the in-memory converter.
 */
import type { Definition, Problem } from '../shared/context.ts';
import type { Glossary } from '../../src/lib/glossary/schema.ts';
import type { ReviewedLink } from '../../src/lib/wiki-links/schema.ts';
import type { PageHistory, TermPage } from '../../src/content/wiki-data.ts';
import type { Revision } from './parse/split-dump.ts';
import { memoryConverter, type PageConverter } from './converter.ts';
import { headingGuesses, type HeadingGuess } from './emit/heading-guesses.ts';
import { staleReviewedLinks } from './emit/reviewed-links.ts';
import { groupPages } from './steps/pages.ts';
import { pageSlugs } from './steps/slugs.ts';
import { convertPages } from './steps/convert.ts';
import { createResolvers, resolvePageLinks, type Resolvers } from './steps/resolve.ts';
import { linkFaqNotes } from './steps/see-faq.ts';
import { termPages } from './steps/term-pages.ts';
import { backlinks } from './steps/backlinks.ts';
import { pageHistory } from './steps/history.ts';
import { emitPages, type RulePage } from './steps/emit.ts';
import { siteData, type PageEntry } from './steps/site-data.ts';
import { imageFigures, missingLinks, reportLines } from './steps/report.ts';

export type { RulePage } from './steps/emit.ts';

export interface WikiBuildOptions {
  /** The curated glossary (`content/glossary/glossary.json`): rule names and their spellings. */
  glossary: Glossary;
  /** The reviewed wiki links (`content/corrections/wiki-links.json`); none unless given. */
  reviewedLinks?: readonly ReviewedLink[];
  /** Conversion and MDX rendering (converter.ts): in memory unless given. */
  converter?: PageConverter;
  /** Called after each timed step with its name, for the build log's times. */
  onStep?: (step: string) => void;
  /** How many dumps the revisions come from, for the log (default: the files they name). */
  dumps?: number;
  /** Where the data files are written, as the log names them. */
  dataDir?: string;
}

/** The files of `content/generated/wiki/`, by name. */
export interface WikiData {
  'pages.json': PageEntry[];
  'terms.json': TermPage[];
  'history.json': PageHistory[];
  'glossary.json': Glossary;
  'missing-links.json': Record<string, number>;
  'heading-guesses.json': HeadingGuess[];
}

/** Everything one run produces. */
export interface WikiBuild {
  /** One MDX file per page, in the order of the pages. */
  pages: RulePage[];
  data: WikiData;
  /** The names the wiki defines, for ITS and Refuerzos (`ctx.definitions`). */
  definitions: Definition[];
  /** Every problem found, with file, page and line, in the order found. */
  warnings: Problem[];
  /** The build log's lines. */
  info: string[];
  /** Reviewed links no link answers to any more (stale data; tests/wiki/reviewed-links.test.ts). */
  staleReviewedLinks: ReviewedLink[];
  /** Where a `[[link]]` of a page leads, as the pages were linked (tools/link-eval.ts scores it). */
  resolveLink: Resolvers['resolveLink'];
}

/** Every revision of every dump → the wiki's rule pages, term pages, history and data files. */
export async function buildFromRevisions(
  revisions: Revision[],
  options: WikiBuildOptions,
): Promise<WikiBuild> {
  const { glossary, converter = memoryConverter(), onStep = () => {} } = options;
  const warnings: Problem[] = [];

  // 1. Pages: the revisions grouped by page, oldest first; the newest revision is the page.
  const wiki = groupPages(revisions, warnings);

  // 2. Slugs: every title a distinct address that does not move.
  const addresses = pageSlugs(wiki, warnings);
  onStep('lectura');

  // 3. Convert: wikitext → mdast, every page's newest revision.
  const pages = await convertPages(wiki, converter, warnings);
  onStep('conversión');

  // 4. Resolve: one resolver for every name and link, once every page's headings are known.
  const resolvers = createResolvers(
    pages,
    addresses,
    glossary.terms.filter((t) => t.parte === 'Reglas'),
    options.reviewedLinks,
  );

  // 5. `{{seefaq}}` notes linked to the ruling they summarise; then every `[[link]]` resolved.
  const unmatchedNotes = linkFaqNotes(pages, resolvers.marks, addresses);
  const outgoing = resolvePageLinks(pages, resolvers);
  onStep('enlaces y FAQ');

  // 6. Term pages: the names nothing defines, with where the site names them.
  const terms = termPages(pages, outgoing, resolvers, addresses);
  onStep('páginas de término');

  // 7. Backlinks, and the history: every revision against the one before.
  const linkedFrom = backlinks(pages, outgoing, addresses);
  const { histories: history, rulings } = pageHistory(wiki, pages, converter, addresses);
  onStep('historial');

  // 8. Emit: one MDX file per page.
  const rulePages = await emitPages(
    pages,
    wiki,
    { outgoing, backlinks: linkedFrom, rulings },
    converter,
    addresses,
  );
  onStep('MDX');

  // 9. Data: the page list, the glossary as the site resolves it, the names the wiki defines,
  // the missing link targets and the heading guesses to review.
  const site = siteData(pages, glossary, terms, resolvers, addresses);
  const missing = missingLinks(outgoing);
  const guesses = headingGuesses(resolvers.linked, resolvers.resolveName);
  const stale = staleReviewedLinks(
    options.reviewedLinks ?? [],
    resolvers.linked,
    resolvers.resolveName,
  );

  // 10. Report: the figures for the build log.
  const dataDir = options.dataDir ?? 'content/generated/wiki';
  const info = reportLines({
    dumps: options.dumps ?? new Set(revisions.map((r) => r.file)).size,
    revisions: revisions.length,
    pages: pages.length,
    changed: history.filter((h) => h.revisions.length > 1).length,
    outgoing,
    missing,
    termPages: terms.length,
    headingGuesses: guesses.length,
    staleReviewedLinks: stale.map((e) => e.name),
    headingGuessesFile: `${dataDir}/heading-guesses.json`,
    unmatchedNotes,
    images: imageFigures(rulePages),
  });
  return {
    pages: rulePages,
    data: {
      'pages.json': site.pages,
      'terms.json': terms,
      'history.json': history,
      'glossary.json': site.glossary,
      'missing-links.json': Object.fromEntries(missing),
      'heading-guesses.json': guesses,
    },
    definitions: site.definitions,
    warnings,
    info,
    staleReviewedLinks: stale,
    resolveLink: resolvers.resolveLink,
  };
}
