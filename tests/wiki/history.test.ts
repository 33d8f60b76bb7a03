import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { renderedText, revisionChanges } from '../../pipeline/wiki/emit/history.ts';

const callout = (title: string, text: string): Root => ({
  type: 'root',
  children: [
    {
      type: 'mdxJsxFlowElement',
      name: 'Callout',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'kind', value: 'example' },
        { type: 'mdxJsxAttribute', name: 'title', value: title },
      ],
      children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }],
    },
  ],
});

const rev = (timestamp: string, tree: Root) => ({
  timestamp,
  contributor: 'x',
  file: 'a.txt',
  line: 1,
  tree,
  faqs: [],
});

describe('el texto que se compara es el que ve el lector', () => {
  it('incluye el título de una caja, no su tipo', () => {
    expect(renderedText(callout('Ejemplo de Suplantación 2', 'Durante su Turno Activo.'))).toBe(
      'Ejemplo de Suplantación 2\nDurante su Turno Activo.',
    );
  });

  it('un título de caja traducido es un cambio de palabras', () => {
    const [first, second] = revisionChanges([
      rev('2021-02-11T11:03:18Z', callout('Impersonation Example 2', 'Texto.')),
      rev('2021-02-11T11:04:04Z', callout('Ejemplo de Suplantación 2', 'Texto.')),
    ]);
    expect(first).toMatchObject({ words: 4, diff: [] });
    expect(second).toMatchObject({ added: 3, removed: 2 });
    expect(second!.diff.filter((p) => p.op === 'del').map((p) => p.text.trim())).toEqual([
      'Impersonation Example',
    ]);
  });
});
