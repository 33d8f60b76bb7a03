import type { Root } from 'mdast';
import { describe as group, expect, it } from 'vitest';
import { describe } from '../../pipeline/wiki/emit/page-frontmatter.ts';

const p = (value: string) => ({
  type: 'paragraph' as const,
  children: [{ type: 'text' as const, value }],
});
const box = (name: string, children: unknown[]) => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [],
  children,
});

group('la descripción de una página', () => {
  it.each<[string, Root, string]>([
    [
      'el primer párrafo',
      { type: 'root', children: [p('Habilidad común que permite mover. Segunda frase.')] },
      'Habilidad común que permite mover.',
    ],
    [
      'un elemento de lista si la página empieza por una lista',
      {
        type: 'root',
        children: [
          {
            type: 'list',
            children: [
              { type: 'listItem', children: [p('Este estado se activa en contacto de Silueta.')] },
            ],
          },
          p('Párrafo posterior bastante largo.'),
        ],
      } as Root,
      'Este estado se activa en contacto de Silueta.',
    ],
    [
      'no el texto de una FAQ ni de un ejemplo',
      {
        type: 'root',
        children: [
          box('FaqBox', [p('¿Una pregunta que no describe la regla?')]),
          box('Callout', [p('Ejemplo que tampoco la describe.')]),
          p('La regla en sí, por fin descrita.'),
        ],
      } as Root,
      'La regla en sí, por fin descrita.',
    ],
    ['nada si no hay texto propio', { type: 'root', children: [p('Corto.')] }, ''],
  ])('%s', (_name, tree, expected) => {
    expect(describe(tree)).toBe(expected);
  });

  it('corta las frases muy largas por una palabra', () => {
    const text = `${'palabra '.repeat(60).trim()}.`;
    const result = describe({ type: 'root', children: [p(text)] });
    expect(result.length).toBeLessThanOrEqual(200);
    expect(result.endsWith('…')).toBe(true);
    expect(result).not.toMatch(/ …$/);
  });
});
