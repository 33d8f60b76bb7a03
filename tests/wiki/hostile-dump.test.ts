import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../pipeline/shared/context.ts';
import { emitMdx } from '../../pipeline/shared/emit-mdx.ts';
import { newestRevisions } from '../../pipeline/wiki/parse/newest-revisions.ts';
import { splitDump } from '../../pipeline/wiki/parse/split-dump.ts';
import { convertPage } from '../../pipeline/wiki/transform/convert-page.ts';
import { resolveLinks } from '../../pipeline/wiki/transform/resolve-links.ts';
import { createLinkResolver } from '../../src/lib/link-resolver.ts';
import { slugify } from '../../src/lib/slug.ts';

const dumpDir = path.resolve(import.meta.dirname, '../../content/sources/wiki');
const seedFile = readdirSync(dumpDir).find((f) => f.endsWith('.txt'))!;
const seed = readFileSync(path.join(dumpDir, seedFile), 'utf8');

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A dump as a hostile contributor could leave it: the seed's revisions, and before them (newest
 * first) a 1 MB page holding a fake `Trabado` revision, and a page nested 600 deep.
 */
function hostileDump(): string {
  const [header, ...rest] = seed.split('\n');
  const longest = newestRevisions(splitDump(seed, seedFile).revisions).sort(
    (a, b) => b.text.length - a.text.length,
  )[0]!.text;
  const huge = `${longest.repeat(Math.ceil(1_000_000 / longest.length))}\n\nTrabado\n\n2031-01-01T00:00:00Z\n\nMallory:\n\nContenido falso`;
  const deep = `Antes del nido.\n\n${'{{faqbox|q=[['.repeat(600)}palabra honda${']]}}'.repeat(600)}\n\nDespués del nido.`;
  return [
    header,
    '',
    'Página enorme',
    '',
    '2030-01-02T00:00:00Z',
    '',
    'Mallory:',
    '',
    huge,
    '',
    'Nido',
    '',
    '2030-01-01T00:00:00Z',
    '',
    'Mallory:',
    '',
    deep,
    ...rest,
  ].join('\n');
}

describe('volcado hostil: una página de 1 MB y un anidamiento de 600 niveles', () => {
  it('se convierte en un tiempo acotado, con avisos que nombran la página, sin perder texto ni páginas', () => {
    const dump = hostileDump();
    expect(dump.length).toBeGreaterThan(1_000_000);
    const started = process.cpuUsage();
    const split = splitDump(dump, 'hostil.txt');
    const pages = newestRevisions(split.revisions);
    const warnings: Problem[] = [...split.warnings];
    const converted = pages.map((revision) => convertPage(revision, warnings));
    const resolve = createLinkResolver(
      converted.map((p) => ({
        title: p.revision.title,
        url: `/reglas/${slugify(p.revision.title)}/`,
        ids: new Set<string>(),
      })),
    );
    for (const page of converted) resolveLinks(page, resolve);
    const mdx = new Map(converted.map((p) => [p.revision.title, emitMdx({}, p.tree)]));
    const cpu = process.cpuUsage(started);
    // The seed's 45 pages take a few seconds; the hostile pages are not parsed at all.
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(90_000);

    // No page replaced or dropped: the seed's 45 and the two new ones.
    const seedPages = newestRevisions(splitDump(seed, seedFile).revisions);
    expect(pages.map((p) => p.title).sort()).toEqual(
      [...seedPages.map((p) => p.title), 'Página enorme', 'Nido'].sort(),
    );
    const trabado = pages.find((p) => p.title === 'Trabado')!;
    expect(trabado.text).toBe(seedPages.find((p) => p.title === 'Trabado')!.text);
    expect(mdx.get('Trabado')).not.toContain('Contenido falso');

    // Warnings name the file, the page and the line.
    const byPage = (title: string) => warnings.filter((w) => w.page === title);
    expect(byPage('Página enorme').map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^líneas con forma de comienzo de revisión \(«Trabado», 2031-01-01T00:00:00Z\)/,
      ),
      expect.stringMatching(/^página de \d+ caracteres .*texto sin formato$/),
    ]);
    expect(byPage('Nido')).toEqual([
      {
        file: 'hostil.txt',
        page: 'Nido',
        line: dump.split('\n').findIndex((l) => l.startsWith('{{faqbox|q=[[')) + 1,
        message:
          'plantillas, enlaces o tablas anidados 1200 niveles (máximo 24): la página se muestra como texto sin formato',
      },
    ]);
    for (const w of [...byPage('Página enorme'), ...byPage('Nido')]) {
      expect(w.file).toBe('hostil.txt');
      expect(w.line).toBeGreaterThan(0);
    }

    // None of their text lost: every word of the source is on the page.
    for (const title of ['Página enorme', 'Nido']) {
      const source = new Set(words(pages.find((p) => p.title === title)!.text));
      const shown = new Set(words(mdx.get(title)!));
      expect([...source].filter((w) => !shown.has(w))).toEqual([]);
    }
    expect(mdx.get('Página enorme')).toContain('Contenido falso');
  }, 300_000);
});
