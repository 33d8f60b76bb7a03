import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFromLines } from '../../pipeline/its/index.ts';
import { loadCorrections } from '../../pipeline/its/clean/corrections.ts';
import { chapterSchema } from '../../src/content/its-schemas.ts';
import type { Problem } from '../../pipeline/shared/problem.ts';
import { realBuild, root } from './helpers.ts';

// Without the reviewed outline (missing or invalid file) the chapters fall back to the text's own
// order: every sentence still shown, and a warning that the order was not measured.
describe('sin esquema de capítulos', () => {
  const raw = readFileSync(join(root, 'content/sources/its-season-10.txt'), 'utf8').split('\n');
  const warnings: Problem[] = [];
  const result = buildFromLines(raw, loadCorrections(join(root, 'content/corrections/its.json')), {
    definitions: [],
    warn: (w) => warnings.push(w),
    info: () => {},
  });

  it('avisa de que no se midió el orden, con el archivo fuente', () => {
    const w = warnings.find((x) => x.message.includes('sin esquema de capítulos'));
    expect(w?.file).toBe('content/sources/its-season-10.txt');
    expect(result.placement.sentences).toBe(0);
  });

  it('publica cada capítulo del índice con todo su texto, válido para el esquema de la colección', () => {
    expect(result.chapters.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'normas-basicas',
        'reglas-de-torneo',
        'objetivos-clasificados',
        'ligas',
      ]),
    );
    for (const c of result.chapters) expect(chapterSchema.safeParse(c).success).toBe(true);
    expect(result.coverage.sentencesCovered).toBe(result.coverage.sentences);
    expect(result.coverage.sentences).toBe(realBuild().result.coverage.sentences);
  });
});
