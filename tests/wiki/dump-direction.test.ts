import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFromRevisions } from '../../pipeline/wiki/build-from-revisions.ts';
import { splitDump, type Revision } from '../../pipeline/wiki/parse/split-dump.ts';
import { loadGlossary } from '../../src/lib/glossary/load.ts';

const seedFile = 'content/sources/wiki/infinity-wiki-es-contribuciones.txt';
const seed = readFileSync(path.resolve(import.meta.dirname, '../..', seedFile), 'utf8');
const HEADER = 'Infinity - Contribuciones del usuario [es]';

/** A dump in the shape MediaWiki writes, with the revisions in the order given. */
const dumpOf = (
  revisions: readonly Pick<Revision, 'title' | 'timestamp' | 'contributor' | 'text'>[],
) =>
  [
    HEADER,
    '',
    ...revisions.flatMap((r) => [
      r.title,
      '',
      r.timestamp,
      '',
      `${r.contributor}:`,
      '',
      r.text,
      '',
    ]),
  ].join('\n');

describe('un volcado de la más vieja a la más nueva (dir=prev)', () => {
  const revisions = splitDump(seed, seedFile).revisions;
  const newestFirst = dumpOf(revisions);
  const oldestFirst = dumpOf([...revisions].reverse());

  it('se lee entero, con un aviso que nombra el archivo y la línea', () => {
    const newer = splitDump(newestFirst, 'nuevo.txt');
    const older = splitDump(oldestFirst, 'viejo.txt');
    expect(newer.warnings).toEqual([]);
    expect(older.revisions).toHaveLength(revisions.length);
    expect(older.warnings).toEqual([
      {
        file: 'viejo.txt',
        line: older.revisions.at(-2)!.line - 5,
        message: expect.stringMatching(/de la revisión más vieja a la más nueva \(dir=prev/),
      },
    ]);
    // Newest first either way: the same revisions, in the same order, with their own lines.
    const strip = ({ line: _, file: __, ...r }: Revision) => r;
    expect(older.revisions.map(strip)).toEqual(newer.revisions.map(strip));
  });

  it('construye las mismas páginas que el mismo volcado de la más nueva a la más vieja', async () => {
    const glossary = loadGlossary();
    const build = (text: string) =>
      buildFromRevisions(splitDump(text, 'volcado.txt').revisions, { glossary });
    const [newer, older] = await Promise.all([build(newestFirst), build(oldestFirst)]);
    expect(older.pages.length).toBe(new Set(revisions.map((r) => r.title)).size);
    // The same MDX but for the line of the file each ruling starts at.
    const page = (p: { slug: string; mdx: string }) => [
      p.slug,
      p.mdx.replace(/\\?"line\\?": \d+/g, ''),
    ];
    expect(older.pages.map(page)).toEqual(newer.pages.map(page));
    expect(older.data['history.json'].map((h) => h.revisions.length)).toEqual(
      newer.data['history.json'].map((h) => h.revisions.length),
    );
    expect(older.data['terms.json']).toEqual(newer.data['terms.json']);
  });

  it('el texto de una página que imita un comienzo de revisión sigue siendo texto', () => {
    const fake = 'Trabado\n\n2031-01-01T00:00:00Z\n\nMallory:\n\nContenido falso';
    const dump = dumpOf([
      {
        title: 'Trabado',
        timestamp: '2021-01-01T00:00:00Z',
        contributor: 'A',
        text: 'Regla de Trabado.',
      },
      {
        title: 'Daño',
        timestamp: '2021-02-01T00:00:00Z',
        contributor: 'A',
        text: `Daño.\n\n${fake}\n\nMás Daño.`,
      },
      {
        title: 'Mover',
        timestamp: '2021-03-01T00:00:00Z',
        contributor: 'A',
        text: 'Regla de Mover.',
      },
    ]);
    const { revisions: read, warnings } = splitDump(dump, 'viejo.txt');
    expect(read.map((r) => r.title)).toEqual(['Mover', 'Daño', 'Trabado']);
    expect(read.find((r) => r.title === 'Trabado')!.text.trim()).toBe('Regla de Trabado.');
    expect(read.find((r) => r.title === 'Daño')!.text).toContain('Contenido falso');
    expect(read.find((r) => r.title === 'Daño')!.text).toContain('Más Daño.');
    expect(warnings.map((w) => w.page)).toEqual([undefined, 'Daño']);
  });
});

describe('una fecha imitada no se traga las revisiones que le siguen', () => {
  it('una imitación más vieja que todo lo demás queda como texto de su página', () => {
    const pages = Array.from({ length: 5 }, (_, i) => ({
      title: `Página ${i}`,
      timestamp: `2021-0${9 - i}-01T00:00:00Z`,
      contributor: 'A',
      text:
        i === 1 ? 'Texto.\n\nTrabado\n\n2001-01-01T00:00:00Z\n\nMallory:\n\nFalso' : `Texto ${i}.`,
    }));
    const { revisions, warnings } = splitDump(dumpOf(pages), 'volcado.txt');
    expect(revisions.map((r) => r.title)).toEqual(pages.map((p) => p.title));
    expect(revisions[1]!.text).toContain('Falso');
    expect(warnings).toEqual([
      expect.objectContaining({ page: 'Página 1', message: expect.stringMatching(/Trabado/) }),
    ]);
  });
});
