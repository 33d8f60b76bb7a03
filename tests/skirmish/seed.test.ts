import fc from 'fast-check';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildContext, Problem } from '../../pipeline/shared/context.ts';
import { build } from '../../pipeline/skirmish/index.ts';
import { parseSkirmish } from '../../pipeline/skirmish/parse/parse-source.ts';
import { transformSkirmish } from '../../pipeline/skirmish/transform/index.ts';
import {
  skirmishRulesSchema,
  skirmishScenarioSchema,
  skirmishTableSchema,
} from '../../src/content/skirmish.ts';

const root = resolve(import.meta.dirname, '../..');

async function buildSeeds() {
  const generatedDir = mkdtempSync(join(tmpdir(), 'escaramuza-'));
  const warnings: Problem[] = [];
  const ctx: BuildContext = {
    root,
    sourcesDir: join(root, 'content/sources'),
    generatedDir,
    definitions: [],
    warn: (w) => warnings.push(w),
    info: () => {},
  };
  await build(ctx);
  const read = (name: string) =>
    JSON.parse(readFileSync(join(generatedDir, 'skirmish', name), 'utf8')) as unknown[];
  return {
    warnings,
    scenarios: read('scenarios.json'),
    rules: read('rules.json'),
    tables: read('tables.json'),
  };
}

describe('skirmish seeds', async () => {
  const out = await buildSeeds();

  it('build with no warning', () => {
    expect(out.warnings).toEqual([]);
  });

  it('match the collection schemas', () => {
    for (const s of out.scenarios) skirmishScenarioSchema.parse(s);
    for (const r of out.rules) skirmishRulesSchema.parse(r);
    for (const t of out.tables) skirmishTableSchema.parse(t);
  });

  it('hold every table with its die and row count', () => {
    const tables = out.tables.map((t) => skirmishTableSchema.parse(t));
    expect(tables.map((t) => `${t.id} ${t.die} ${t.rows.length}`)).toEqual([
      'hostiles-bandas d6 3',
      'companero-normal d6 3',
      'companero-atacado d6 3',
      'companeros-resumen d6 3',
      'hostiles-resumen d6 10',
      'bendiciones-corporativas d8 8',
      'botin d20 20',
      'interrogatorio 2d4 7',
      'critico-corte d6 6',
      'critico-contundente d6 6',
      'critico-balistico d6 6',
      'critico-energia d6 6',
      'critico-explosivo d6 6',
      'critico-quimico d6 6',
      'critico-electronico d6 6',
      'critico-sonico d6 6',
      'pifia-cuerpo-a-cuerpo d6 6',
      'pifia-disparo d6 6',
      'pifia-emision d6 6',
    ]);
    for (const t of tables)
      for (const row of t.rows) expect(row.cells).toHaveLength(t.columns.length);
    const names = tables.flatMap((t) => t.rows.map((r) => r.cells[1]));
    expect(names).toContain('Cercenado');
    expect(names).toContain('Finiquito');
  });

  it('keep the repeated sentence once and the navigation of sections', () => {
    const gangs = out.tables
      .map((t) => skirmishTableSchema.parse(t))
      .find((t) => t.id === 'hostiles-bandas')!;
    expect(gangs.intro).toEqual(['+1 ND Combate. Comportamiento: carta de facción.']);
    const rules = out.rules.map((r) => skirmishRulesSchema.parse(r));
    expect(rules.map((r) => r.id)).toEqual([
      'dados',
      'atributos',
      'acciones',
      'emision',
      'trabado',
      'movimiento',
      'granadas',
      'moral',
      'reacciones',
      'dano',
      'modificadores',
    ]);
  });

  it('never throw on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.constantFrom('| 1 | a |', '|---|', '| x |', '6+ | b', 'A.B.A.B.'),
          ),
          { maxLength: 30 },
        ),
        (lines) => {
          const { docs } = transformSkirmish(parseSkirmish(lines.join('\n')), 'x.txt');
          return Array.isArray(docs.tables);
        },
      ),
    );
  });
});
