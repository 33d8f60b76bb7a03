import { describe, expect, it } from 'vitest';
import { validateTable } from '../../pipeline/skirmish/transform/validate.ts';
import type { SkirmishTable as TableDoc } from '../../src/content/skirmish.ts';

/** A d6 table from rows given as cell lists; row i sits on line 10 + i. */
function table(rows: string[][], extra: Partial<TableDoc> = {}): TableDoc {
  return {
    id: 't',
    type: 'table',
    title: 'Tabla',
    titleInferred: false,
    order: 0,
    source: { file: 'f.txt', line: 10 },
    group: 'g',
    groupTitle: 'G',
    die: 'd6',
    columns: ['D6', 'Resultado'],
    headerInferred: false,
    groupColumn: null,
    groupAll: null,
    nameColumn: 1,
    damageType: null,
    intro: [],
    notes: [],
    rows: rows.map((cells, i) => ({ range: cells[0]!, low: 0, high: 0, cells, line: 10 + i })),
    ...extra,
  };
}

describe('validateTable', () => {
  const cases: {
    name: string;
    rows: string[][];
    extra?: Partial<TableDoc>;
    expected: [number, RegExp][];
  }[] = [
    {
      name: 'a clean d6 table',
      rows: [
        ['1-4', 'a'],
        ['5', 'b'],
        ['6+', 'c'],
      ],
      expected: [],
    },
    {
      name: 'an unreadable range',
      rows: [
        ['1-4', 'a'],
        ['cinco', 'b'],
        ['6', 'c'],
      ],
      expected: [
        [11, /rango ilegible «cinco»/],
        [12, /hueco/],
      ],
    },
    {
      name: 'a gap',
      rows: [
        ['1-3', 'a'],
        ['5', 'b'],
        ['6', 'c'],
      ],
      expected: [[11, /hueco: ningún rango cubre 4/]],
    },
    {
      name: 'an overlap',
      rows: [
        ['1-4', 'a'],
        ['4-5', 'b'],
        ['6', 'c'],
      ],
      expected: [[11, /solapamiento/]],
    },
    {
      name: 'a short row',
      rows: [['1-4', 'a'], ['5'], ['6', 'c']],
      expected: [[11, /1 columnas y la cabecera 2/]],
    },
    {
      name: 'an unknown die',
      rows: [['1', 'a']],
      extra: { die: 'dX' },
      expected: [[10, /dado desconocido/]],
    },
    {
      name: 'groups overriding the shared rows',
      rows: [
        ['1-4', 'Todos', 'x'],
        ['5', 'A', 'y'],
        ['5', 'B', 'z'],
        ['6', 'Todos', 'w'],
        ['6', 'B', 'v'],
      ],
      extra: { columns: ['D6', 'Quién', 'R'], groupColumn: 1, groupAll: 'Todos' },
      expected: [],
    },
    {
      name: 'a group left with a hole',
      rows: [
        ['1-4', 'Todos', 'x'],
        ['5', 'A', 'y'],
        ['6', 'B', 'z'],
      ],
      extra: { columns: ['D6', 'Quién', 'R'], groupColumn: 1, groupAll: 'Todos' },
      expected: [
        [11, /^A: hueco: ningún rango cubre 6/],
        [12, /^B: hueco: ningún rango cubre 5/],
      ],
    },
  ];
  it.each(cases)('$name', ({ rows, extra, expected }) => {
    const problems = validateTable(table(rows, extra));
    expect(problems.map((p) => p.line)).toEqual(expected.map(([line]) => line));
    problems.forEach((p, i) => expect(p.message).toMatch(expected[i]![1]));
    problems.forEach((p) => expect(p.page).toBe('Tabla'));
  });
});
