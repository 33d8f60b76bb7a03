import { describe, expect, it } from 'vitest';
import { newestRevisions } from '../../pipeline/wiki/parse/newest-revisions.ts';
import type { Revision } from '../../pipeline/wiki/parse/split-dump.ts';

const rev = (title: string, timestamp: string, file: string): Revision => ({
  title,
  timestamp,
  file,
  contributor: 'x',
  text: `${title}@${timestamp}`,
  line: 1,
});

describe('la revisión más nueva gana, esté en el volcado que esté', () => {
  it.each([
    [
      'misma página en dos volcados',
      [
        rev('Trabado', '2021-01-01T00:00:00Z', 'a.txt'),
        rev('Trabado', '2022-01-01T00:00:00Z', 'b.txt'),
      ],
      ['b.txt'],
    ],
    [
      'el volcado nuevo trae una más vieja',
      [
        rev('Trabado', '2022-01-01T00:00:00Z', 'a.txt'),
        rev('Trabado', '2021-01-01T00:00:00Z', 'b.txt'),
      ],
      ['a.txt'],
    ],
    [
      'títulos iguales por reglas de MediaWiki',
      [
        rev('ataque_CC', '2021-01-01T00:00:00Z', 'a.txt'),
        rev('Ataque CC', '2021-06-01T00:00:00Z', 'b.txt'),
      ],
      ['b.txt'],
    ],
    [
      'páginas distintas se conservan',
      [rev('A', '2021-01-01T00:00:00Z', 'a.txt'), rev('B', '2020-01-01T00:00:00Z', 'b.txt')],
      ['a.txt', 'b.txt'],
    ],
  ])('%s', (_name, revisions, files) => {
    expect(newestRevisions(revisions).map((r) => r.file)).toEqual(files);
  });
});
