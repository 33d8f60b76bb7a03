import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../pipeline/shared/context.ts';
import type { CacheStats } from '../../pipeline/wiki/cache.ts';
import { splitDump } from '../../pipeline/wiki/parse/split-dump.ts';
import { newestRevisions } from '../../pipeline/wiki/parse/newest-revisions.ts';
import { buildWikiPart, readTree } from '../helpers/wiki-build.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const work = await mkdtemp(path.join(tmpdir(), 'wiki-cache-'));
const dumpDir = path.join(work, 'sources/wiki');
await cp(path.join(repo, 'content/sources/wiki'), dumpDir, { recursive: true });
const [dumpName] = (await readdir(dumpDir)).filter((f) => f.endsWith('.txt'));
const dumpFile = path.join(dumpDir, dumpName!);
afterAll(() => rm(work, { recursive: true, force: true }));

let builds = 0;
/** The wiki part over the copied dumps, with the cache in `work/cache` (or none). */
async function buildWiki(cache: boolean) {
  const generatedDir = path.join(work, `generated-${++builds}`);
  const warnings = await buildWikiPart(work, generatedDir, {
    WIKI_CACHE_DIR: path.join(work, 'cache'),
    WIKI_CACHE: cache ? '1' : '0',
  });
  const stats = cache
    ? (JSON.parse(await readFile(path.join(work, 'cache/last-build.json'), 'utf8')) as CacheStats)
    : undefined;
  return { files: await readTree(generatedDir), warnings, stats };
}

/** `addition` at the end of the first line of plain text (or a list item) of `title`'s newest revision: no line added. */
async function editPage(title: string, addition: string): Promise<void> {
  const text = await readFile(dumpFile, 'utf8');
  const page = newestRevisions(splitDump(text, dumpName!).revisions).find(
    (r) => r.title === title,
  )!;
  const lines = text.split('\n');
  const count = page.text.split('\n').length;
  const at = lines
    .slice(page.line - 1, page.line - 1 + count)
    .findIndex((line) => /^(\* )?[A-ZÁÉÍÓÚ][^{}|]*\.$/.test(line));
  expect(at, `una línea de texto llano en «${title}»`).toBeGreaterThanOrEqual(0);
  lines[page.line - 1 + at] += addition;
  await writeFile(dumpFile, lines.join('\n'));
}

/** Files whose text differs between two builds (or that only one has). */
function changed(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f)).sort();
}

const mdxOf = (slug: string) => path.join('rules', `${slug}.mdx`);

describe('reconstrucción incremental del wiki', { timeout: 180_000 }, () => {
  it('convierte solo la página cambiada, reescribe solo las páginas cuyo resultado cambia, y el resultado es idéntico al de un build limpio', async () => {
    // 1. Cold: every revision converted, every page written.
    const cold = await buildWiki(true);
    expect(cold.stats!.reused).toBe(0);
    expect(cold.stats!.emitted.length).toBeGreaterThan(40);
    expect(changed(cold.files, (await buildWiki(false)).files)).toEqual([]);

    // 2. Nothing changed: nothing converted, nothing rendered again, the same files.
    const same = await buildWiki(true);
    expect(same.stats!.converted).toEqual([]);
    expect(same.stats!.emitted).toEqual([]);
    expect(changed(cold.files, same.files)).toEqual([]);
    expect(same.warnings).toEqual(cold.warnings);

    // 3. One page's text changes: only it is converted and written again.
    await editPage('Trabado', ' Frase añadida en una prueba.');
    const edited = await buildWiki(true);
    expect(edited.stats!.converted).toEqual(['Trabado']);
    expect(edited.stats!.emitted).toEqual(['Trabado']);
    expect(changed(same.files, edited.files)).toContain(mdxOf('trabado'));
    expect(changed(same.files, edited.files).filter((f) => f.startsWith('rules/'))).toEqual([
      mdxOf('trabado'),
    ]);
    const clean = await buildWiki(false);
    expect(changed(clean.files, edited.files)).toEqual([]);
    expect(edited.warnings).toEqual(clean.warnings);

    // 4. A new link: the page that gains a backlink is written again too, and nothing else.
    await editPage('Aislado', ' Véase [[Trabado]].');
    const linked = await buildWiki(true);
    expect(linked.stats!.converted).toEqual(['Aislado']);
    expect([...linked.stats!.emitted].sort()).toEqual(['Aislado', 'Trabado']);
    expect(changed(edited.files, linked.files).filter((f) => f.startsWith('rules/'))).toEqual([
      mdxOf('aislado'),
      mdxOf('trabado'),
    ]);
    expect(changed((await buildWiki(false)).files, linked.files)).toEqual([]);

    // 5. A newer revision at the top of the dump moves every page down: only it is converted,
    // and the pages below keep their warnings, lines moved with them.
    const text = await readFile(dumpFile, 'utf8');
    const [header, ...rest] = text.split('\n');
    const newer = [
      '',
      'Aislado',
      '',
      '2030-01-01T00:00:00Z',
      '',
      'Prueba:',
      '',
      'Texto nuevo de [[Trabado]].',
    ];
    await writeFile(dumpFile, [header, ...newer, ...rest].join('\n'));
    const moved = await buildWiki(true);
    expect(moved.stats!.converted).toEqual(['Aislado']);
    const fresh = await buildWiki(false);
    expect(changed(fresh.files, moved.files)).toEqual([]);
    expect(moved.warnings).toEqual(fresh.warnings);
  });
});

describe('caché de conversión', () => {
  it('una página reutilizada más abajo en el volcado da sus avisos en sus líneas nuevas', async () => {
    const { openWikiCache } = await import('../../pipeline/wiki/cache.ts');
    const cache = openWikiCache(path.join(work, 'lines-cache'));
    const revision = {
      title: 'Rota',
      timestamp: '2021-01-01T00:00:00Z',
      contributor: 'Prueba',
      text: 'Primera línea.\n\n{{plantilla que no existe}}\n',
      file: 'volcado.txt',
      line: 10,
    };
    const first: Problem[] = [];
    cache.convert(revision, first);
    expect(first.length).toBeGreaterThan(0);
    const again: Problem[] = [];
    cache.convert({ ...revision, line: 25 }, again);
    expect(cache.stats.converted).toEqual(['Rota']);
    expect(cache.stats.reused).toBe(1);
    expect(again).toEqual(first.map((w) => ({ ...w, line: w.line! + 15 })));
  });
});
