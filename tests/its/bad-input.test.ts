import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Warning } from '../../scripts/lib/context.ts';
import { buildFromLines, CORRECTIONS, SOURCE } from '../../scripts/its/index.ts';
import { loadCorrections } from '../../scripts/its/clean/corrections.ts';

const root = path.resolve(import.meta.dirname, '../..');
const source = readFileSync(path.join(root, 'content/sources', SOURCE), 'utf8').split('\n');
const corrections = loadCorrections(path.join(root, CORRECTIONS));

function build(lines: string[]) {
  const warnings: Warning[] = [];
  const result = buildFromLines(lines, corrections, {
    warn: (w) => warnings.push(w),
    info: () => {},
    wikiPages: [],
  });
  return { result, warnings };
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
