import { describe, expect, it } from 'vitest';
import {
  byDay,
  revisionDateTime,
  revisionId,
  revisionSummary,
  siteRevisions,
} from '../../src/lib/revision-view.ts';
import type { RevisionChange } from '../../src/content/wiki-data.ts';

const change = (timestamp: string, added = 0, removed = 0): RevisionChange => ({
  timestamp,
  contributor: 'HellLois2',
  source: { file: 'a.txt', line: 1 },
  words: added + removed || 100,
  added,
  removed,
  diff: [],
  faqs: [],
});

describe('revisiones como se muestran', () => {
  it.each([
    [change('2021-02-11T09:23:58Z'), true, 'primera revisión, 100 palabras'],
    [change('2021-02-11T09:23:58Z', 1, 2), false, '+1 / −2 palabras'],
    [change('2021-02-11T09:23:58Z', 0, 0), false, 'sin cambios en el texto'],
  ])('%#: resumen', (c, first, text) => {
    expect(revisionSummary(c, first)).toBe(text);
  });

  it('fecha, hora y ancla estables', () => {
    expect(revisionDateTime('2021-02-11T09:23:58Z')).toBe('11 de febrero de 2021, 09:23:58 UTC');
    expect(revisionId('2021-02-11T09:23:58Z')).toBe('rev-20210211092358');
  });

  it('novedades: la más nueva primero, agrupadas por día, el diff solo si hay cambios/', () => {
    const list = siteRevisions([
      {
        title: 'GizmoKit',
        slug: 'gizmokit',
        revisions: [change('2021-02-11T09:22:53Z'), change('2021-02-11T09:23:58Z', 1, 2)],
      },
      { title: 'Trabado', slug: 'trabado', revisions: [change('2021-02-12T10:00:00Z')] },
    ]);
    expect(list.map((r) => r.url)).toEqual([
      '/reglas/trabado/',
      '/reglas/gizmokit/cambios/#rev-20210211092358',
      '/reglas/gizmokit/cambios/#rev-20210211092253',
    ]);
    expect(byDay(list).map((d) => [d.day, d.revisions.length])).toEqual([
      ['2021-02-12', 1],
      ['2021-02-11', 2],
    ]);
  });
});
