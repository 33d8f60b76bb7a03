import { describe, expect, it } from 'vitest';
import type { Paragraph } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { plainTextBlocks } from '../../pipeline/wiki/transform/plain-text.ts';

const words = (s: string) => s.match(/\S+/g) ?? [];

describe('una página mostrada como texto sin formato', () => {
  it.each([
    ['una línea enorme con espacios', 'palabra '.repeat(5000)],
    ['una línea enorme sin espacios', 'x'.repeat(50_000)],
    ['muchas líneas cortas', 'a b\n'.repeat(10_000)],
    ['pares sustitutos en el corte', '😀'.repeat(20_000)],
  ])('%s: párrafos acotados, ninguna palabra perdida', (_name, source) => {
    const blocks = plainTextBlocks(source, 1000) as Paragraph[];
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) {
      expect(block.type).toBe('paragraph');
      expect(toString(block).length).toBeLessThanOrEqual(1000);
    }
    const shown = blocks.flatMap((b) => b.children.map((c) => ('value' in c ? c.value : ' ')));
    expect(shown.join('').replace(/\s/g, '')).toBe(source.replace(/\s/g, ''));
    if (/\s/.test(source.trim())) expect(words(shown.join(' '))).toEqual(words(source));
    expect(shown.join('')).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('un texto corto queda como estaba: párrafos en las líneas en blanco, saltos en las demás', () => {
    expect(plainTextBlocks('a\nb\n\nc')).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', value: 'a' }, { type: 'break' }, { type: 'text', value: 'b' }],
      },
      { type: 'paragraph', children: [{ type: 'text', value: 'c' }] },
    ]);
  });
});
