import path from 'node:path';
import type { BuildContext, Problem } from '../shared/context.ts';
import { emitMdx } from '../shared/emit-mdx.ts';
import { listSources, readSource, sourceFile, writeJson, writeText } from '../shared/files.ts';
import { loadGlossary } from '../../src/lib/glossary/load.ts';
import { resolveGlossary } from '../../src/lib/glossary/resolve.ts';
import { createLinkResolver } from '../../src/lib/link-resolver.ts';
import { createNameResolver } from '../../src/lib/name-resolver.ts';
import { assignSlugs } from '../../src/lib/page-slugs.ts';
import type { PageHistory } from '../../src/content/wiki-data.ts';
import type { Backlink, PageLink } from '../../src/content/wiki-schemas.ts';
import { splitDump, type Revision } from './parse/split-dump.ts';
import { pageHistories } from './parse/newest-revisions.ts';
import type { ConvertedPage } from './transform/convert-page.ts';
import { linkedNames, resolveLinks } from './transform/resolve-links.ts';
import { createFaqIndex, linkSeeFaq, type FaqTarget } from './transform/link-see-faq.ts';
import { pageMarks, type SeeFaqAt } from './transform/page-marks.ts';
import { pageFrontmatter } from './emit/page-frontmatter.ts';
import { revisionChanges } from './emit/history.ts';
import { createTermCollector } from './emit/term-pages.ts';
import { definitions } from './emit/definitions.ts';
import { headingGuesses } from './emit/heading-guesses.ts';
import { wikiCache } from './cache.ts';

/** The wiki part: every `content/sources/wiki/*.txt` dump → one MDX rule page per title. */
export async function build(ctx: BuildContext): Promise<void> {
  const outDir = path.join(ctx.generatedDir, 'reglas');
  const dataDir = path.join(ctx.generatedDir, 'wiki');
  const warnings: Problem[] = [];
  // Conversions and MDX of pages whose inputs did not change come from `.cache/wiki/` (cache.ts).
  const cache = wikiCache(ctx.root, ctx.generatedDir);
  // Wall time of each step, printed at the end: where a large wiki's build goes (issue 12).
  const times: string[] = [];
  let lapStart = performance.now();
  const lap = (step: string) => {
    const now = performance.now();
    times.push(`${step} ${((now - lapStart) / 1000).toFixed(1)}`);
    lapStart = now;
  };

  // 1. Parse: split every dump into revisions and group them by page, oldest first; the newest
  // revision is the page, the others are its history.
  // WIKI_EXTRA_DUMPS (paths separated by ':') adds dumps from elsewhere: the tests use it.
  const extra = (process.env['WIKI_EXTRA_DUMPS'] ?? '')
    .split(':')
    .filter(Boolean)
    .map((f) => path.resolve(ctx.root, f));
  // A missing folder or dump is a warning naming it (`readSource`), and the rest still builds.
  const files = [...listSources(ctx, 'wiki', '.txt'), ...extra];
  const revisions: Revision[] = [];
  for (const file of files) {
    const text = readSource(ctx, file);
    if (text === undefined) continue;
    const dump = splitDump(text, sourceFile(ctx, file));
    warnings.push(...dump.warnings);
    revisions.push(...dump.revisions);
  }
  const histories = pageHistories(revisions);
  const newest = histories.map((h) => ({ ...h.revisions.at(-1)!, title: h.title }));
  for (const revision of newest) {
    if (revision.text.trim() === '')
      warnings.push({
        file: revision.file,
        line: revision.line,
        page: revision.title,
        message: 'la página está vacía; se publica sin texto',
      });
  }

  // Every title gets a distinct slug that does not move: «TRABADO» beside «Trabado», a title
  // of emoji only, a title that is one of the site's own paths.
  const { slugs, problems } = assignSlugs(
    histories.map((h) => ({ title: h.title, created: h.revisions[0]!.timestamp })),
  );
  for (const problem of problems) {
    const revision = newest.find((r) => r.title === problem.title)!;
    warnings.push({
      file: revision.file,
      line: revision.line,
      page: problem.title,
      message: problem.message,
    });
  }
  const slugOf = (title: string) => slugs.get(title)!;
  const urlOf = (title: string) => `/reglas/${slugOf(title)}/`;

  lap('lectura');

  // 2. Transform: wikitext → mdast per page, then resolve links once every page's ids are known.
  // Conversions not stored yet are made first on every core (a clean build of a large wiki).
  await cache.prefill([...newest, ...histories.flatMap((h) => h.revisions.slice(0, -1))]);
  const pages = newest.map((revision) => cache.convert(revision, warnings));
  lap('conversión');

  // One resolver for every name: a page or heading that is the name (or another name of its
  // glossary term) defines it; anything else leads to the name's term page, one per rule
  // whatever its number (every linked name is given, so «Tropas» can join «Tropa»).
  const glossary = loadGlossary();
  const classes = glossary.terms.filter((t) => t.parte === 'Reglas');
  // Each page's links and `{{seefaq}}` notes, found in one walk of its tree (page-marks.ts).
  const marks = new Map(pages.map((page) => [page, pageMarks(page.tree)]));
  // Every name a `[[link]]` gives, before the links are resolved.
  const linked = pages.flatMap((page) => linkedNames(page, marks.get(page)!.links));
  const resolveName = createNameResolver(
    pages.map((page) => ({
      title: page.revision.title,
      slug: slugOf(page.revision.title),
      headings: page.ctx.headings,
    })),
    classes,
    linked,
  );
  // Terms the wiki should define: a rule URL that is a wiki page, a heading or the term's own
  // term page (`/reglas/camuflado/`), not another part's page (`/reglas/refuerzos/`).
  const wikiUrls = new Set(newest.map((r) => urlOf(r.title)));
  const wikiTerm = ({ title, url = '' }: (typeof classes)[number]) =>
    url.startsWith('/reglas/') &&
    (url.includes('#') || wikiUrls.has(url) || url === resolveName(title).url);
  const wikiTerms = classes.filter(wikiTerm);
  const resolve = createLinkResolver(
    pages.map((page) => ({
      title: page.revision.title,
      url: urlOf(page.revision.title),
      ids: new Set([...page.ctx.headings.map((h) => h.id), ...page.ctx.faqs.map((f) => f.id)]),
    })),
    resolveName,
  );
  // `{{seefaq}}` notes point to the ruling they summarise, on the page or elsewhere. Every
  // ruling's site-wide target is built once; a page's own boxes are tried first, by `#id`.
  const siteFaqs = pages.flatMap((page) =>
    page.ctx.faqs.map((faq) => ({
      page,
      target: { faq, href: `${urlOf(page.revision.title)}#${faq.id}` },
    })),
  );
  // One word index over every ruling of the site, built once: matching a note scores only the
  // rulings that share a word with it, so the step stays linear in the size of the wiki.
  const siteIndex = createFaqIndex(siteFaqs.map((entry) => entry.target));
  const siteByHref = new Map(siteFaqs.map((entry) => [entry.target.href, entry.target]));
  let unmatchedNotes = 0;
  // Each page's own rulings as site-wide targets, grouped once (a filter per page was quadratic).
  const targetsOf = new Map<ConvertedPage, Set<FaqTarget>>();
  for (const entry of siteFaqs)
    targetsOf.set(entry.page, (targetsOf.get(entry.page) ?? new Set()).add(entry.target));
  for (const page of pages) {
    const own: FaqTarget[] = page.ctx.faqs.map((faq) => ({ faq, href: `#${faq.id}` }));
    const mine = targetsOf.get(page) ?? new Set<FaqTarget>();
    const { notes } = marks.get(page)!;
    unmatchedNotes += linkSeeFaq(page.tree, own, siteIndex, (target) => mine.has(target), notes);
    labelBareNotes(page, notes, (href) => own.find((t) => t.href === href) ?? siteByHref.get(href));
  }
  const outgoing = new Map<string, PageLink[]>();
  for (const page of pages)
    outgoing.set(page.revision.title, resolveLinks(page, resolve, marks.get(page)!.links));
  lap('enlaces y FAQ');

  // Term pages: every name a link or the glossary sends to one, with where the site names it.
  const terms = createTermCollector();
  for (const links of outgoing.values())
    for (const link of links)
      if (!link.resolved && link.url) terms.add(resolveName(link.target), link.target);
  for (const term of wikiTerms) terms.add(resolveName(term.title));
  const termPages = terms.pages(
    pages.map((page) => ({
      title: page.revision.title,
      url: urlOf(page.revision.title),
      tree: page.tree,
    })),
  );

  lap('páginas de término');

  // Backlinks: every page lists the pages that link to it.
  const backlinks = new Map<string, Map<string, Backlink>>();
  for (const page of pages) {
    for (const link of outgoing.get(page.revision.title)!) {
      if (!link.resolved || link.target === page.revision.title) continue;
      const list = backlinks.get(link.target) ?? new Map();
      list.set(page.revision.title, {
        title: page.revision.title,
        url: urlOf(page.revision.title),
      });
      backlinks.set(link.target, list);
    }
  }

  // History: every revision of every page, each against the one before, on the rendered text.
  const pageByTitle = new Map(pages.map((page) => [page.revision.title, page]));
  const history: PageHistory[] = histories.map((h) => {
    const slug = slugOf(h.title);
    const rendered = h.revisions.map((revision, i) => {
      // Older revisions are converted only to compare their text: their warnings are not the page's.
      const converted =
        i === h.revisions.length - 1 ? pageByTitle.get(h.title)! : cache.convert(revision, []);
      return { ...revision, tree: converted.tree, faqs: converted.ctx.faqs };
    });
    return { id: slug, title: h.title, slug, revisions: revisionChanges(rendered) };
  });

  lap('historial');

  // 3. Emit: one MDX file per page, plus the page list other parts link their terms to.
  const revisionCounts = new Map(histories.map((h) => [h.title, h.revisions.length]));
  const toEmit = pages.map((page) => {
    const title = page.revision.title;
    const back = [...(backlinks.get(title)?.values() ?? [])].sort((a, b) =>
      a.title.localeCompare(b.title, 'es'),
    );
    const frontmatter = {
      ...pageFrontmatter(page, outgoing.get(title)!, back, slugOf(title)),
      revisions: revisionCounts.get(title)!,
    };
    return { title, frontmatter, tree: page.tree };
  });
  // MDX not stored yet is rendered first on every core (a clean build of a large wiki).
  await cache.prefillEmit(toEmit);
  for (const { title, frontmatter, tree } of toEmit)
    writeText(
      path.join(outDir, `${slugOf(title)}.mdx`),
      cache.emit(title, frontmatter, tree, () => emitMdx(frontmatter, tree)),
    );
  lap('MDX');
  const pageList = pages.map((page) => ({
    title: page.revision.title,
    slug: slugOf(page.revision.title),
    url: urlOf(page.revision.title),
  }));
  writeJson(path.join(dataDir, 'pages.json'), pageList);
  writeJson(path.join(dataDir, 'terms.json'), termPages);
  writeJson(path.join(dataDir, 'history.json'), history);
  // The glossary with every rule term's URL from the same resolver: redirects and search use it.
  const siteGlossary = resolveGlossary(glossary, resolveName, wikiTerms);
  writeJson(path.join(dataDir, 'glossary.json'), siteGlossary);
  // What ITS and Refuerzos link their prose to: page titles and the glossary's defined names.
  const termUrls = new Set(termPages.map((term) => `/reglas/${term.slug}/`));
  ctx.definitions = definitions(pageList, siteGlossary, termUrls);

  // Report: links resolved and missing (now leading to term pages), the missing ones by frequency.
  const all = [...outgoing.values()].flat();
  const missing = new Map<string, number>();
  for (const link of all)
    if (!link.resolved) missing.set(link.target, (missing.get(link.target) ?? 0) + 1);
  const ranked = [...missing.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'),
  );
  writeJson(path.join(dataDir, 'missing-links.json'), Object.fromEntries(ranked));
  // Links sent to a heading only by its name, for a person to check for homonyms.
  const guesses = headingGuesses(linked, resolveName);
  writeJson(path.join(dataDir, 'heading-guesses.json'), guesses);
  const resolvedCount = all.filter((l) => l.resolved).length;
  const changed = history.filter((h) => h.revisions.length > 1).length;
  ctx.info(
    `wiki: ${files.length} volcado(s), ${revisions.length} revisiones, ${pages.length} páginas (${changed} con cambios)`,
  );
  ctx.info(
    `wiki: enlaces ${all.length}: ${resolvedCount} resueltos, ${all.length - resolvedCount} a páginas que no están en el sitio (${missing.size} destinos, llevados a ${termPages.length} páginas de término)`,
  );
  ctx.info(
    `wiki: destinos que faltan más enlazados: ${ranked
      .slice(0, 10)
      .map(([t, n]) => `${t} (${n})`)
      .join(', ')}`,
  );
  ctx.info(
    `wiki: ${guesses.length} nombres enlazados llevados a un encabezado solo por su nombre (homónimos por revisar en ${path.relative(ctx.root, path.join(dataDir, 'heading-guesses.json'))})`,
  );
  ctx.info(
    `wiki: ${unmatchedNotes} nota(s) {{seefaq}} sin una FAQ del sitio que las respalde (se muestran como nota)`,
  );
  cache.finish();
  lap('datos y caché');
  const { converted, reused, emitted, emitReused } = cache.stats;
  ctx.info(
    `wiki: caché: ${converted.length} revisiones convertidas, ${reused} reutilizadas; ${emitted.length} páginas escritas de nuevo, ${emitReused} reutilizadas`,
  );
  ctx.info(`wiki: tiempos (s): ${times.join(', ')}`);
  ctx.info(
    `wiki: informe completo en ${path.relative(ctx.root, path.join(dataDir, 'missing-links.json'))}`,
  );

  for (const warning of warnings) ctx.warn(warning);
}

/**
 * A bare `{{seefaq}}` matched to a ruling shows that ruling's question instead of a lone badge;
 * one matched to none leads to the page's list of FAQs (`#faq-y-errata`), when it has one.
 */
function labelBareNotes(
  page: ConvertedPage,
  notes: readonly SeeFaqAt[],
  targetOf: (href: string) => FaqTarget | undefined,
): void {
  for (const { node } of notes) {
    if (node.children.length > 0) continue;
    const href = node.attributes.find(
      (a) => a.type === 'mdxJsxAttribute' && a.name === 'href',
    )?.value;
    const target = typeof href === 'string' ? targetOf(href) : undefined;
    if (target)
      node.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'question',
        value: target.faq.question,
      });
    else if (!href && page.ctx.faqs.length > 0) {
      // Matched to no ruling: the note still says an FAQ touches this sentence, and leads to the page's list.
      node.attributes.push(
        { type: 'mdxJsxAttribute', name: 'href', value: '#faq-y-errata' },
        { type: 'mdxJsxAttribute', name: 'question', value: 'ver las FAQ de esta página' },
      );
    }
  }
}
