import { describe, expect, it } from 'vitest';
import { realBuild, seedOutline } from './helpers.ts';
import { checkPlacement } from '../../pipeline/its/outline/placement.ts';
import { outlineSchema } from '../../pipeline/its/outline/schema.ts';
import { plain } from '../../pipeline/its/transform/rich-text.ts';
import { titleCase } from '../../pipeline/its/transform/display.ts';
import { parseEntry } from '../../pipeline/its/outline/schema.ts';
import type { ChapterRecord } from '../../pipeline/its/outline/arrange.ts';

/**
 * Every ITS chapter page held to the reviewed outline of the print
 * (`content/corrections/its-outline.json`): headings, and under each the paragraphs, list items and
 * tables in printed order.
 */
describe('ITS chapters follow the printed outline', () => {
  const { result } = realBuild();
  const outline = seedOutline();
  const copy = (): ChapterRecord[] => structuredClone(result.chapters);

  it('every chapter page matches the outline: 100 % of its sentences present and under the right heading', () => {
    expect(result.placement.problems).toEqual([]);
    expect(result.placement.sentences).toBeGreaterThan(300);
    expect(result.placement.present).toBe(result.placement.sentences);
    expect(result.placement.placed).toBe(result.placement.sentences);
    expect(result.chapters.map((c) => c.slug)).toEqual(outline.chapters.map((c) => c.slug));
  });

  it('no empty section and no heading the print does not have', () => {
    for (const ch of result.chapters) {
      const expected = outline.chapters.find((c) => c.slug === ch.slug)!;
      const titles = expected.sections.map(
        (s) => s.title ?? titleCase(parseEntry('h', s.heading!).words),
      );
      expect(
        ch.sections.map((s) => s.title),
        ch.slug,
      ).toEqual(titles);
      for (const s of ch.sections)
        expect(
          (s.body ?? []).length + s.paragraphs.length,
          `${ch.slug} › ${s.title}`,
        ).toBeGreaterThan(0);
    }
  });

  it('the rulings the issue found misplaced sit under their own heading', () => {
    const section = (slug: string, title: string) =>
      result.chapters.find((c) => c.slug === slug)!.sections.find((s) => s.title === title)!;
    const texts = (slug: string, title: string) =>
      (section(slug, title).body ?? []).flatMap((b) =>
        b.kind === 'p'
          ? [plain(b.text)]
          : b.kind === 'list'
            ? b.items.map(plain)
            : b.kind === 'table'
              ? [plain(b.rows[0]![0]!)]
              : [],
      );
    expect(texts('reglas-de-torneo', 'Emparejamientos')).toEqual([
      expect.stringMatching(/^En la primera Ronda de Torneo, los emparejamientos serán aleatorios/),
      expect.stringMatching(/^A partir de la segunda Ronda/),
    ]);
    // «…en la siguiente tabla:» is followed by the table.
    const ranking = texts('reglas-de-torneo', 'Clasificación Durante el Torneo');
    expect(ranking[0]).toMatch(/siguiente tabla:$/);
    expect(ranking[1]).toBe('TIPO DE VICTORIA');
    expect(texts('normas-basicas', 'Proxies')).toEqual([
      expect.stringMatching(/^No está permitido/),
    ]);
    expect(texts('normas-basicas', 'Rankings')).toHaveLength(5);
    expect(texts('temporada-10', 'Arrojo')[1]).toMatch(/^Del mismo modo/);
    expect(texts('temporada-10', 'Veteranía')[0]).toMatch(/Tropa Personaje/);
    expect(texts('extras', 'Torneo de Escalada')[0]).toMatch(
      /^Los torneos que apliquen este Extra/,
    );
    // The Bye steps of a league are a numbered list under Byes.
    const byes = section('ligas', 'Jugadores Impares (Byes)').body!;
    const list = byes.find((b) => b.kind === 'list');
    expect(list).toMatchObject({ kind: 'list', ordered: true });
    expect(list?.kind === 'list' && list.items.map(plain)).toEqual([
      expect.stringMatching(/^Suma/),
      expect.stringMatching(/^Multiplica/),
      expect.stringMatching(/^Divide/),
    ]);
  });

  it('Ligas opens on its printed «Normas Básicas»: no chapter heading or «Introducción» the print lacks', () => {
    const leagues = result.chapters.find((c) => c.slug === 'ligas')!;
    expect(leagues.heading).toBeUndefined();
    expect(leagues.line).toBe(2591);
    const [first] = leagues.sections;
    expect(first!.title).toBe('Normas Básicas');
    expect(first!.heading && plain(first!.heading)).toBe('NORMAS BÁSICAS');
    expect(first!.body!.map((b) => b.kind === 'p' && plain(b.text))).toEqual([
      expect.stringMatching(/^Como evento Oficial, todas las ligas deben cumplir/),
    ]);
    expect(leagues.sections.map((s) => s.title)).not.toContain('Introducción');
    // A chapter heading the print does not have is reported.
    const invented = copy();
    invented.find((c) => c.slug === 'ligas')!.heading = first!.heading;
    expect(checkPlacement(invented, outline, [], []).problems.map((p) => p.message)).toContain(
      'encabezado de capítulo que el impreso no tiene: «NORMAS BÁSICAS»',
    );
  });

  it("«Objetivos (modo estándar/extremo)» hold their mode's cards and no sentence of the site", () => {
    const classified = result.chapters.find((c) => c.slug === 'objetivos-clasificados')!;
    const body = (title: string) => classified.sections.find((s) => s.title === title)!.body;
    expect(body('Objetivos (Modo Estándar)')).toEqual([{ kind: 'cards', mode: 'standard' }]);
    expect(body('Objetivos (Modo Extremo)')).toEqual([{ kind: 'cards', mode: 'extreme' }]);
    const modes = new Set(result.classified.map((c) => c.mode));
    expect(modes).toEqual(new Set(['standard', 'extreme']));
    // Every section's text comes from the source: each paragraph has source spans.
    for (const s of classified.sections)
      for (const b of s.body ?? [])
        if (b.kind === 'p') expect(b.text.src.length, s.title).toBeGreaterThan(0);
  });

  it('the HVT profile is a table of its attributes, not headings made of cells', () => {
    const od = result.chapters
      .find((c) => c.slug === 'reglas-de-torneo')!
      .sections.find((s) => s.title === 'Objetivo Designado')!;
    const tables = od.body!.filter((b) => b.kind === 'table');
    expect(tables).toHaveLength(2);
    const [attrs] = tables;
    expect(attrs?.kind === 'table' && attrs.rows.map((r) => r.map(plain))).toEqual([
      ['MOV', 'CC', 'CD', 'FIS', 'VOL', 'BLI', 'PB', 'H', 'S', 'Disp.'],
      ['10-10', '6', '6', '11', '11', '1', '0', '1', '2', ''],
    ]);
    const titles = result.chapters.flatMap((c) => c.sections.map((s) => s.title));
    for (const invented of ['Isc:', 'HVT', 'CAP']) expect(titles).not.toContain(invented);
  });

  it('the check fails when a paragraph moves to another heading, a section empties or a heading is invented', () => {
    const moved = copy();
    const basicRules = moved.find((c) => c.slug === 'normas-basicas')!;
    const proxies = basicRules.sections.find((s) => s.title === 'Proxies')!;
    const rankings = basicRules.sections.find((s) => s.title === 'Rankings')!;
    rankings.body!.push(...proxies.body!.splice(0));
    const after = checkPlacement(moved, outline, [], []);
    expect(after.problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/sección vacía: «Proxies»/),
        expect.stringMatching(/en «Rankings» sobra «No está permitido/),
      ]),
    );

    const invented = copy();
    invented[0]!.sections.push({ id: 'hvt', title: 'HVT', paragraphs: [], body: [] });
    expect(checkPlacement(invented, outline, [], []).problems.map((p) => p.message)).toContain(
      'sección que el impreso no tiene: «HVT»',
    );
  });

  it('placement is counted in sentences: a misplaced paragraph lowers «under the right heading», not «present»', () => {
    const moved = copy();
    const t10 = moved.find((c) => c.slug === 'temporada-10')!;
    const donor = t10.sections.find((s) => s.title === 'Arrojo')!;
    const datatracker = t10.sections.find((s) => s.title === 'Datatracker')!;
    datatracker.body!.unshift(donor.body!.pop()!);
    const lines = readCleanLines();
    const base = checkPlacement(result.chapters, outline, lines, [
      result.missions,
      result.leagueRounds,
      result.classified,
    ]);
    const after = checkPlacement(moved, outline, lines, [
      result.missions,
      result.leagueRounds,
      result.classified,
    ]);
    expect(after.present).toBe(base.present);
    expect(after.placed).toBeLessThan(base.placed);
  });

  it('a malformed outline entry is rejected with the path of the entry', () => {
    const bad = structuredClone(outline) as unknown as {
      chapters: { sections: { items: unknown[] }[] }[];
    };
    bad.chapters[1]!.sections[2]!.items[0] = 'x:Sin tipo';
    const parsed = outlineSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.join('.')).toMatch(/^chapters\.1\.sections\.2\.items\.0/);
  });
});

/** The cleaned source lines, as the build measured them. */
function readCleanLines() {
  return realBuild().result.cleanLines;
}
