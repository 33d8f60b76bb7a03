import { describe, expect, it } from 'vitest';
import { matchNames, valueOff } from '../../src/lib/search/name-value.ts';
import type { SearchTerm } from '../../src/lib/search/term-match.ts';

const term = (title: string, url: string, names: string[]): SearchTerm => ({
  title,
  url,
  parte: 'Reglas',
  names: [title, ...names],
});
const terms = [
  term('Blindaje', '/reglas/blindaje/', ['BLI', 'ARM']),
  term('Voluntad', '/reglas/voluntad/', ['VOL', 'WIP']),
  term('Esquivar', '/reglas/esquivar/', ['Dodge']),
  term('Jornada 4', '/its/ligas/cuarta-jornada/', []),
  term('BLI = 0', '/reglas/bli-0/', ['ARM = 0']),
];

describe('un atributo con su valor', () => {
  it.each([
    ['arm 4', 'arm'],
    ['WIP 13', 'WIP'],
    ['bts -6', 'bts'],
    ['mov 4-2', 'mov'],
    ['vol13', 'vol'],
    ['S5', 'S'],
    ['r2', 'r'],
  ])('%s → %s', (query, name) => expect(valueOff(query)).toBe(name));
  it.each(['4', 'b 3', 'jornada', 'ataque intuitivo 2', 'arm cuatro'])('%s → nada', (query) =>
    expect(valueOff(query)).toBeUndefined(),
  );
});

describe('los nombres que el lector reconoce', () => {
  const first = (query: string) => matchNames(query, terms)[0]?.term.url;
  it('an attribute with its value is its name', () => {
    expect(first('arm 4')).toBe('/reglas/blindaje/');
    expect(first('wip 13')).toBe('/reglas/voluntad/');
  });
  it('before a name one typo away («ARM = 0»)', () =>
    expect(first('arm 4')).toBe('/reglas/blindaje/'));
  it('a name with a number of its own stays that name', () =>
    expect(first('jornada 4')).toBe('/its/ligas/cuarta-jornada/'));
  it('a name mistyped is still found', () => expect(first('esquibar')).toBe('/reglas/esquivar/'));
  it('an unknown word with a value names nothing', () =>
    expect(matchNames('foo 3', terms)).toEqual([]));
});
