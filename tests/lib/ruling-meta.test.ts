import { describe, expect, it } from 'vitest';
import { rulingEdition, versionAndDate } from '../../src/lib/ruling-meta.ts';

describe('la fuente de una resolución', () => {
  it.each([
    ['N4 FAQ', [], 'N4'],
    ['Code One Errata', ['n4'], 'Code One'],
    ['FAQ', ['c1', 'n4'], 'Code One y N4'],
  ] as const)('«%s» es de %s', (title, editions, expected) => {
    expect(rulingEdition(title, editions)).toBe(expected);
  });

  it('separa la versión de su fecha', () => {
    expect(versionAndDate('1.0, enero 2021')).toEqual({ version: '1.0', date: 'enero 2021' });
    expect(versionAndDate('1.1')).toEqual({ version: '1.1', date: '' });
  });
});
