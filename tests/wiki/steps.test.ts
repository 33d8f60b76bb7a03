/**
 * The steps of the wiki build (pipeline/wiki/steps/), each on its own, and what makes
 * `buildFromRevisions` pure: no file or environment variable read by any module it loads, and
 * the converter it is given doing all the conversion and rendering.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../pipeline/shared/context.ts';
import type { Revision } from '../../pipeline/wiki/parse/split-dump.ts';
import type { PageLink } from '../../src/content/wiki-schemas.ts';
import { glossarySchema } from '../../src/lib/glossary/schema.ts';
import { buildFromRevisions } from '../../pipeline/wiki/build-from-revisions.ts';
import { memoryConverter, type PageConverter } from '../../pipeline/wiki/converter.ts';
import type { ConvertedPage } from '../../pipeline/wiki/transform/convert-page.ts';
import { groupPages } from '../../pipeline/wiki/steps/pages.ts';
import { pageSlugs } from '../../pipeline/wiki/steps/slugs.ts';
import { backlinks } from '../../pipeline/wiki/steps/backlinks.ts';
import { imageFigures, missingLinks, reportLines } from '../../pipeline/wiki/steps/report.ts';

const revision = (title: string, timestamp: string, text = 'Texto.', line = 1): Revision => ({
  title,
  timestamp,
  contributor: 'Autora',
  text,
  file: 'volcado.txt',
  line,
});

const link = (target: string, resolved = true): PageLink => ({
  target,
  url: `/reglas/${target.toLowerCase()}/`,
  resolved,
});

/** Just enough of a converted page for the steps that read only its title. */
const pageTitled = (title: string) => ({ revision: revision(title, '') }) as ConvertedPage;

const addresses = { slugOf: (t: string) => t.toLowerCase(), urlOf: (t: string) => `/${t}/` };

describe('groupPages: las revisiones por página', () => {
  it.each([
    ['una revisión', [revision('Trabado', '2021')], ['Trabado: Texto.'], []],
    [
      'la más nueva es la página, con su título',
      [revision('Ataque CC', '2021', 'Viejo.'), revision('Ataque_CC', '2022', 'Nuevo.')],
      ['Ataque CC: Nuevo.'],
      [],
    ],
    [
      'una página vacía se publica con un aviso',
      [revision('Vacía', '2021', ' ', 7)],
      ['Vacía:  '],
      ['7 Vacía: la página está vacía; se publica sin texto'],
    ],
  ])('%s', (_name, revisions, pages, expected) => {
    const warnings: Problem[] = [];
    const { newest } = groupPages(revisions, warnings);
    expect(newest.map((r) => `${r.title}: ${r.text}`)).toEqual(pages);
    expect(warnings.map((w) => `${w.line} ${w.page}: ${w.message}`)).toEqual(expected);
  });
});

describe('pageSlugs: una dirección por título, que no se mueve', () => {
  it.each([
    [['Trabado'], ['/reglas/trabado/'], 0],
    [['Trabado', 'TRABADO'], ['/reglas/trabado/', '/reglas/trabado-2/'], 1],
    [['🔥'], ['/reglas/u1f525/'], 1],
  ])('%j → %j con %i aviso(s)', (titles, urls, count) => {
    const warnings: Problem[] = [];
    const wiki = groupPages(
      titles.map((t, i) => revision(t, `202${i}-01-01T00:00:00Z`)),
      warnings,
    );
    const { urlOf } = pageSlugs(wiki, warnings);
    expect(titles.map(urlOf)).toEqual(urls);
    expect(warnings).toHaveLength(count);
  });
});

describe('backlinks: quién enlaza a cada página', () => {
  it.each([
    ['un enlace', { A: [link('B')], B: [] }, { B: ['A'] }],
    ['a sí misma no cuenta', { A: [link('A')] }, {}],
    ['un enlace sin página no cuenta', { A: [link('X', false)] }, {}],
    ['dos enlaces, una vez', { A: [link('B'), link('B')], B: [] }, { B: ['A'] }],
    [
      'en orden alfabético español',
      { Zona: [link('B')], Ágil: [link('B')], Bala: [link('B')], B: [] },
      { B: ['Ágil', 'Bala', 'Zona'] },
    ],
  ])('%s', (_name, links, expected) => {
    const outgoing = new Map(Object.entries(links));
    const pages = [...outgoing.keys()].map(pageTitled);
    const found = backlinks(pages, outgoing, addresses);
    expect(
      Object.fromEntries([...found].map(([t, list]) => [t, list.map((b) => b.title)])),
    ).toEqual(expected);
    for (const list of found.values())
      for (const b of list) expect(b.url).toBe(addresses.urlOf(b.title));
  });
});

describe('missingLinks: los destinos que faltan, los más enlazados primero', () => {
  it.each([
    ['ninguno', { A: [link('B')] }, []],
    [
      'por número de enlaces',
      { A: [link('X', false), link('Y', false)], B: [link('Y', false)] },
      [
        ['Y', 2],
        ['X', 1],
      ],
    ],
    [
      'empate: orden alfabético español',
      { A: [link('Zona', false), link('Órdenes', false), link('Bala', false)] },
      [
        ['Bala', 1],
        ['Órdenes', 1],
        ['Zona', 1],
      ],
    ],
  ])('%s', (_name, links, expected) => {
    expect(missingLinks(new Map(Object.entries(links)))).toEqual(expected);
  });

  it('el registro nombra los diez primeros', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      link(`Falta ${String(i).padStart(2, '0')}`, false),
    );
    const outgoing = new Map([['A', many]]);
    const [, links, top] = reportLines({
      dumps: 1,
      revisions: 1,
      pages: 1,
      changed: 0,
      outgoing,
      missing: missingLinks(outgoing),
      termPages: 12,
      headingGuesses: 0,
      headingGuessesFile: 'x.json',
      staleReviewedLinks: [],
      unmatchedNotes: 0,
      images: { images: 0, captioned: 0, pages: 0 },
    });
    expect(links).toBe(
      'wiki: enlaces 12: 0 a páginas de la wiki, 12 a páginas de término (12 nombres sin regla en las fuentes, en 12 páginas de término)',
    );
    expect(top).toContain('Falta 09 (1)');
    expect(top).not.toContain('Falta 10');
  });
});

describe('imageFigures: las imágenes sin archivo, para el informe', () => {
  it('cuenta imágenes, las que tienen pie y las páginas que las tienen', () => {
    const figures = imageFigures([
      {
        mdx: 'a <ImagePlaceholder name="x-1024.jpg" /> b <ImagePlaceholder name="y.png" caption="Un pie" />',
      },
      { mdx: 'Sin imágenes. <ImagePlaceholderX />' },
      { mdx: '<ImagePlaceholder name="z.jpg" inline="true" />' },
    ]);
    expect(figures).toEqual({ images: 3, captioned: 1, pages: 2 });
    const lines = reportLines({
      dumps: 1,
      revisions: 1,
      pages: 1,
      changed: 0,
      outgoing: new Map(),
      missing: [],
      termPages: 0,
      headingGuesses: 0,
      headingGuessesFile: 'x.json',
      staleReviewedLinks: [],
      unmatchedNotes: 0,
      images: figures,
    });
    expect(lines.at(-1)).toBe(
      'wiki: 3 imágenes sin archivo en las fuentes, en 2 páginas: 1 con pie de la wiki (se muestra el pie), 2 sin pie (no se muestran)',
    );
  });
});

const GLOSSARY = glossarySchema.parse({
  terms: [{ title: 'Línea de Tiro', url: '/reglas/linea-de-tiro/', abbr: ['LDT'] }],
});

describe('buildFromRevisions', () => {
  it('el conversor que recibe hace toda la conversión y el MDX, adelantados de una vez', async () => {
    const memory = memoryConverter();
    const calls: string[] = [];
    const recording: PageConverter = {
      async prefill(revisions) {
        calls.push(`prefill ${revisions.map((r) => `${r.title}@${r.timestamp}`).join(' ')}`);
      },
      convert(revision, warnings) {
        calls.push(`convert ${revision.title}@${revision.timestamp}`);
        return memory.convert(revision, warnings);
      },
      async prefillEmit(pages) {
        calls.push(`prefillEmit ${pages.length}`);
      },
      emit(title, frontmatter, tree, render) {
        calls.push(`emit ${title}`);
        return `${memory.emit(title, frontmatter, tree, render)}<!-- del conversor -->`;
      },
    };
    const result = await buildFromRevisions(
      [revision('B', '2022', 'Nuevo [[LDT]].'), revision('A', '2021'), revision('B', '2020')],
      { glossary: GLOSSARY, converter: recording },
    );
    expect(calls).toEqual([
      'prefill A@2021 B@2022 B@2020',
      'convert A@2021',
      'convert B@2022',
      'convert B@2020',
      'prefillEmit 2',
      'emit A',
      'emit B',
    ]);
    expect(result.pages.map((p) => p.mdx.endsWith('<!-- del conversor -->'))).toEqual([true, true]);
    expect(result.data['terms.json'].map((t) => t.slug)).toEqual(['linea-de-tiro']);
  });

  it('un encabezado de una página que el wiki no da guarda su dirección, sin página de término', async () => {
    const glossary = glossarySchema.parse({
      terms: [
        ...GLOSSARY.terms,
        { title: 'Commlink', url: '/reglas/refuerzos/#commlink' },
        { title: 'Vista', url: '/reglas/a/#vista' },
      ],
    });
    const result = await buildFromRevisions([revision('A', '2021', '== Otra ==\nTexto.')], {
      glossary,
    });
    const urlOf = (title: string) =>
      result.data['glossary.json'].terms.find((t) => t.title === title)?.url;
    expect(urlOf('Commlink')).toBe('/reglas/refuerzos/#commlink');
    // A heading of a wiki page is resolved like any name: «Vista» is no heading of A.
    expect(urlOf('Vista')).toBe('/reglas/vista/');
    expect(result.data['terms.json'].map((t) => t.slug)).toEqual(['linea-de-tiro', 'vista']);
  });

  it('los avisos de una revisión vieja no son de la página', async () => {
    const { warnings } = await buildFromRevisions(
      [revision('A', '2020', '{{plantilla vieja}}'), revision('A', '2021', 'Bien.')],
      { glossary: GLOSSARY },
    );
    expect(warnings).toEqual([]);
  });

  it('el presupuesto del conversor en memoria llega a cada página', async () => {
    const { warnings } = await buildFromRevisions(
      [revision('A', '2021', '* [[LDT]] texto\n'.repeat(200))],
      {
        glossary: GLOSSARY,
        converter: memoryConverter(0),
      },
    );
    expect(warnings.map((w) => w.message)).toEqual([
      'la conversión pasó de 0 ms: la página se muestra como texto sin formato',
    ]);
  });
});

describe('buildFromRevisions no lee archivos ni variables de entorno', () => {
  const repo = path.resolve(import.meta.dirname, '../..');
  /** Every module loaded at run time from `file`, following relative imports (not `import type`). */
  const modulesFrom = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const typeOnly =
        (ts.isImportDeclaration(statement) &&
          statement.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword) ||
        (ts.isExportDeclaration(statement) && statement.isTypeOnly);
      const from =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (from && !typeOnly && from.startsWith('.'))
        modulesFrom(path.resolve(path.dirname(file), from), seen);
    }
    return seen;
  };
  const modules = [...modulesFrom(path.join(repo, 'pipeline/wiki/build-from-revisions.ts'))];

  it('carga los pasos y el conversor, no la caché', () => {
    const names = modules.map((m) => path.relative(repo, m));
    expect(names).toContain('pipeline/wiki/steps/convert.ts');
    expect(names).toContain('pipeline/wiki/converter.ts');
    expect(names).not.toContain('pipeline/wiki/cache.ts');
    expect(names).not.toContain('pipeline/wiki/convert-pool.ts');
  });

  it.each([
    ['node:fs', /from '(node:)?fs(\/promises)?'/],
    ['process.env', /process\.env/],
  ])('ningún módulo usa %s', (_name, pattern) => {
    const using = modules.filter((m) => pattern.test(readFileSync(m, 'utf8')));
    expect(using.map((m) => path.relative(repo, m))).toEqual([]);
  });
});
