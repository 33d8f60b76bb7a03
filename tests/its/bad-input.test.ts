import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../pipeline/shared/problem.ts';
import { buildFromLines, CORRECTIONS, SOURCE } from '../../pipeline/its/index.ts';
import { loadCorrections } from '../../pipeline/its/clean/corrections.ts';
import { seedOutline } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const source = readFileSync(path.join(root, 'content/sources', SOURCE), 'utf8').split('\n');
const corrections = loadCorrections(path.join(root, CORRECTIONS));

function build(lines: string[]) {
  const warnings: Problem[] = [];
  const info: string[] = [];
  const result = buildFromLines(
    lines,
    corrections,
    { warn: (w) => warnings.push(w), info: (m) => info.push(m), definitions: [] },
    undefined,
    seedOutline(),
  );
  return { result, warnings, info };
}

describe('una edición posterior del documento a la que le falta una misión', () => {
  it('avisa de cuál y de dónde, y construye el resto', () => {
    // The mission's title line (not its index entry) is gone, as if the new edition dropped it.
    const title = source.findIndex((line, i) => line === 'TIROTEO' && i > 1000);
    const edited = source.map((line, i) => (i === title ? '' : line));
    const { result, warnings } = build(edited);
    const warning = warnings.find(
      (w) => w.message.includes('«Tiroteo»') || w.page?.toLowerCase() === 'tiroteo',
    );
    expect(warning?.message).toMatch(/índice lista .*Tiroteo/i);
    expect(warning?.line).toBeGreaterThan(0);
    expect(warning?.file).toBe(`content/sources/${SOURCE}`);
    // The rest still builds: the other 25 missions keep their objectives.
    const others = result.missions.filter((m) => m.slug !== 'tiroteo');
    expect(others).toHaveLength(25);
    expect(others.every((m) => m.objectives.length > 0)).toBe(true);
  });

  it('las semillas no dan ningún aviso', () => {
    expect(build(source).warnings).toEqual([]);
  });
});

describe('un documento cortado por la mitad', () => {
  // The source ends halfway: the missions after the cut keep their index entries and little else.
  const { result, warnings, info } = build(source.slice(0, Math.floor(source.length / 2)));
  const stubs = [...result.missions, ...result.leagueRounds].filter((m) =>
    warnings.some((w) => w.page === m.name && /incompleta|objetivos|máxima/.test(w.message)),
  );

  it('avisa de cada misión incompleta o con un máximo distinto de 10 OP, con su línea', () => {
    expect(stubs.length).toBeGreaterThan(10);
    const max = warnings.filter((w) => /la puntuación máxima es \d+ OP, no 10/.test(w.message));
    expect(max.length).toBeGreaterThan(0);
    for (const w of max) expect(w.line).toBeGreaterThan(0);
  });

  it('el resumen cuenta lo que de verdad hay, no 26 misiones completas', () => {
    const summary = info.find((m) => m.startsWith('ITS: 26 misiones'))!;
    const complete = Number(summary.match(/misiones \((\d+) completas\)/)?.[1]);
    expect(complete).toBeLessThan(26);
    expect(complete).toBe(26 - result.missions.filter((m) => stubs.includes(m)).length);
    expect(summary).toMatch(/6 jornadas de liga \(0 completas\)/);
  });

  it('el texto íntegro da 26 misiones y 6 jornadas completas', () => {
    const full = build(source).info.find((m) => m.startsWith('ITS: 26 misiones'));
    expect(full).toMatch(/26 misiones \(26 completas\), 6 jornadas de liga \(6 completas\)/);
  });
});

describe('correcciones y puntuación validadas donde se leen', () => {
  it('una corrección mal formada es un aviso que nombra la entrada; las demás se aplican', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'its-corr-')), 'its.json');
    writeFileSync(
      file,
      JSON.stringify({
        corrections: [
          {
            kind: 'profile-table',
            slug: 'la-armeria',
            columns: [1, 2, 3],
            rows: [[4, 5]],
            lines: [1],
            why: 'una fila corta de celdas',
          },
          { kind: 'replace', line: 3, find: 'a', replace: 'b', why: 'una corrección correcta' },
        ],
      }),
    );
    const messages: string[] = [];
    const loaded = loadCorrections(file, (m) => messages.push(m));
    expect(loaded.map((c) => c.kind)).toEqual(['replace']);
    expect(messages).toEqual([
      expect.stringMatching(/corrección 1 \(profile-table, la-armeria\): .*rows/),
    ]);
  });

  it('las correcciones de la semilla cumplen su esquema', () => {
    const messages: string[] = [];
    expect(
      loadCorrections(path.join(root, CORRECTIONS), (m) => messages.push(m)).length,
    ).toBeGreaterThan(50);
    expect(messages).toEqual([]);
  });

  it('un scoring.json con un tramo mal formado es un error que nombra la misión y el campo', async () => {
    const { readScoring } = await import('../../src/lib/missions/missions.ts');
    const bad = {
      missions: [
        {
          slug: 'aniquilacion',
          name: 'Aniquilación',
          kind: 'mission',
          tiers: ['mid'],
          hvt: false,
          groups: [],
          source: 'text',
          rules: [
            {
              id: 'x',
              label: 'X',
              kind: 'count',
              points: 1,
              max: 1,
              timing: 'end',
              bands: { mid: [{ min: 'diez', max: null, op: 1 }] },
            },
          ],
        },
      ],
    };
    expect(() => readScoring(bad)).toThrow(
      /«aniquilacion» missions\.0\.rules\.0\.bands\.mid\.0\.min/,
    );
  });
});

describe('sin archivo fuente', () => {
  it('es un aviso que nombra el archivo, no una traza; la parte ITS se construye vacía', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { build: buildIts } = await import('../../pipeline/its/index.ts');
    const dir = mkdtempSync(path.join(tmpdir(), 'its-sin-fuente-'));
    const warnings: Problem[] = [];
    const result = buildIts({
      root,
      sourcesDir: dir,
      generatedDir: path.join(dir, 'generated'),
      definitions: [],
      warn: (w) => warnings.push(w),
      info: () => {},
    });
    expect(warnings[0]?.message).toMatch(/no existe el archivo fuente .*its-season-10\.txt/);
    expect(result.missions).toEqual([]);
  });
});
