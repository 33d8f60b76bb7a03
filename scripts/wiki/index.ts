import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildContext, Warning } from '../lib/context.ts';
import { emitMdx } from '../lib/emit-mdx.ts';
import { createLinkResolver } from '../../src/lib/link-resolver.ts';
import { slugify } from '../../src/lib/slug.ts';
import { splitDump, type Revision } from './parse/split-dump.ts';
import { newestRevisions } from './parse/newest-revisions.ts';
import { convertPage } from './transform/convert-page.ts';
import { resolveLinks, type OutgoingLink } from './transform/resolve-links.ts';
import { linkSeeFaq, type FaqTarget } from './transform/link-see-faq.ts';
import { pageFrontmatter } from './emit/page-frontmatter.ts';

/** Slugs used by the site's own pages under `/reglas/`: a wiki page may not take them. */
const RESERVED = new Set(['faq', 'seccion']);

/** The wiki part: every `content/sources/wiki/*.txt` dump → one MDX rule page per title. */
export async function build(ctx: BuildContext): Promise<void> {
  const dumpDir = path.join(ctx.sourcesDir, 'wiki');
  const outDir = path.join(ctx.generatedDir, 'reglas');
  const dataDir = path.join(ctx.generatedDir, 'wiki');
  await mkdir(outDir, { recursive: true });
  await mkdir(dataDir, { recursive: true });
  const warnings: Warning[] = [];

  // 1. Parse: split every dump into revisions, keep the newest revision of each title.
  // WIKI_EXTRA_DUMPS (paths separated by ':') adds dumps from elsewhere: the tests use it.
  const extra = (process.env['WIKI_EXTRA_DUMPS'] ?? '')
    .split(':')
    .filter(Boolean)
    .map((f) => path.resolve(ctx.root, f));
  const files = [
    ...(await readdir(dumpDir))
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .map((f) => path.join(dumpDir, f)),
    ...extra,
  ];
  const revisions: Revision[] = [];
  for (const file of files) {
    const relative = path.relative(ctx.root, file);
    const dump = splitDump(await readFile(file, 'utf8'), relative);
    warnings.push(...dump.warnings);
    revisions.push(...dump.revisions);
  }
  const newest = newestRevisions(revisions);

  // 2. Transform: wikitext → mdast per page, then resolve links once every page's ids are known.
  const pages = newest
    .map((revision) => convertPage(revision, warnings))
    .filter((page) => {
      if (!RESERVED.has(slugify(page.revision.title))) return true;
      warnings.push({
        file: page.revision.file,
        line: page.revision.line,
        page: page.revision.title,
        message: 'el título choca con una página del sitio; se omite',
      });
      return false;
    });
  const resolve = createLinkResolver(
    pages.map((page) => ({
      title: page.revision.title,
      url: `/reglas/${slugify(page.revision.title)}/`,
      ids: new Set([...page.ctx.headings.map((h) => h.id), ...page.ctx.faqs.map((f) => f.id)]),
    })),
  );
  // `{{seefaq}}` notes point to the ruling they summarise, on the page or elsewhere. Every
  // ruling's site-wide target is built once; a page's own boxes are tried first, by `#id`.
  const siteFaqs = pages.flatMap((page) =>
    page.ctx.faqs.map((faq) => ({
      page,
      target: { faq, href: `/reglas/${slugify(page.revision.title)}/#${faq.id}` },
    })),
  );
  let unmatchedNotes = 0;
  for (const page of pages) {
    const own: FaqTarget[] = page.ctx.faqs.map((faq) => ({ faq, href: `#${faq.id}` }));
    const elsewhere = siteFaqs.filter((entry) => entry.page !== page).map((entry) => entry.target);
    unmatchedNotes += linkSeeFaq(page.tree, own, elsewhere);
  }
  const outgoing = new Map<string, OutgoingLink[]>();
  for (const page of pages) outgoing.set(page.revision.title, resolveLinks(page, resolve));

  // Backlinks: every page lists the pages that link to it.
  const backlinks = new Map<string, Map<string, { title: string; url: string }>>();
  for (const page of pages) {
    for (const link of outgoing.get(page.revision.title)!) {
      if (!link.resolved || link.target === page.revision.title) continue;
      const list = backlinks.get(link.target) ?? new Map();
      list.set(page.revision.title, {
        title: page.revision.title,
        url: `/reglas/${slugify(page.revision.title)}/`,
      });
      backlinks.set(link.target, list);
    }
  }

  // 3. Emit: one MDX file per page, plus the page list other parts link their terms to.
  for (const page of pages) {
    const title = page.revision.title;
    const back = [...(backlinks.get(title)?.values() ?? [])].sort((a, b) =>
      a.title.localeCompare(b.title, 'es'),
    );
    const frontmatter = pageFrontmatter(page, outgoing.get(title)!, back);
    await writeFile(path.join(outDir, `${slugify(title)}.mdx`), emitMdx(frontmatter, page.tree));
  }
  ctx.wikiPages = pages.map((page) => ({
    title: page.revision.title,
    slug: slugify(page.revision.title),
    url: `/reglas/${slugify(page.revision.title)}/`,
  }));
  await writeFile(path.join(dataDir, 'pages.json'), JSON.stringify(ctx.wikiPages, null, 2));

  // Report: links resolved and missing, the missing ones by frequency.
  const all = [...outgoing.values()].flat();
  const missing = new Map<string, number>();
  for (const link of all)
    if (!link.resolved) missing.set(link.target, (missing.get(link.target) ?? 0) + 1);
  const ranked = [...missing.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'),
  );
  await writeFile(
    path.join(dataDir, 'missing-links.json'),
    JSON.stringify(Object.fromEntries(ranked), null, 2),
  );
  const resolvedCount = all.filter((l) => l.resolved).length;
  ctx.info(
    `wiki: ${files.length} volcado(s), ${revisions.length} revisiones, ${pages.length} páginas`,
  );
  ctx.info(
    `wiki: enlaces ${all.length}: ${resolvedCount} resueltos, ${all.length - resolvedCount} a páginas que no están en el sitio (${missing.size} destinos)`,
  );
  ctx.info(
    `wiki: destinos que faltan más enlazados: ${ranked
      .slice(0, 10)
      .map(([t, n]) => `${t} (${n})`)
      .join(', ')}`,
  );
  ctx.info(
    `wiki: ${unmatchedNotes} nota(s) {{seefaq}} sin una FAQ del sitio que las respalde (se muestran como nota)`,
  );
  ctx.info(
    `wiki: informe completo en ${path.relative(ctx.root, path.join(dataDir, 'missing-links.json'))}`,
  );

  for (const warning of warnings) ctx.warn(warning);
}
