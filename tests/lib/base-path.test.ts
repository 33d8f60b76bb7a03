import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { baseDefine, normalizeBase, withBase, withoutBase } from '../../src/lib/base-path.ts';
import { baseLinks } from '../../src/markdown/rehype/base-links.ts';

describe('normalizeBase', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['  ', '/'],
    ['infinity', '/infinity/'],
    ['/infinity', '/infinity/'],
    ['/infinity/', '/infinity/'],
    ['infinity/', '/infinity/'],
    ['//infinity//', '/infinity/'],
    ['/a/b', '/a/b/'],
  ])('%j → %s', (raw, base) => expect(normalizeBase(raw)).toBe(base));
});

describe('withBase', () => {
  it.each([
    ['/reglas/trabado/', '/infinity/', '/infinity/reglas/trabado/'],
    ['/reglas/trabado/#faq-x', '/infinity/', '/infinity/reglas/trabado/#faq-x'],
    ['/', '/infinity/', '/infinity/'],
    ['/sw.js', '/infinity/', '/infinity/sw.js'],
    ['/its/?ronda=1', '/a/b/', '/a/b/its/?ronda=1'],
    ['#faq-x', '/infinity/', '#faq-x'],
    ['?edicion=n4', '/infinity/', '?edicion=n4'],
    ['../b/', '/infinity/', '../b/'],
    ['//cdn.example/x.js', '/infinity/', '//cdn.example/x.js'],
    ['https://example.org/', '/infinity/', 'https://example.org/'],
    ['mailto:a@b.c', '/infinity/', 'mailto:a@b.c'],
    ['', '/infinity/', ''],
    ['/reglas/trabado/', '/', '/reglas/trabado/'],
  ])('%s under %s → %s', (href, base, expected) => expect(withBase(href, base)).toBe(expected));

  it('sin BASE_PATH el sitio vive en la raíz y nada cambia', () => {
    // The test run sets no BASE_PATH: the default build's links must stay as they were.
    expect(withBase('/reglas/trabado/')).toBe('/reglas/trabado/');
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const sitePath = fc
    .array(segment, { maxLength: 4 })
    .map((parts) => `/${parts.map((p) => `${p}/`).join('')}`);
  const base = fc
    .array(segment, { minLength: 1, maxLength: 2 })
    .map((parts) => normalizeBase(parts.join('/')));

  it('withoutBase deshace withBase, y el resultado queda dentro de la base', () => {
    fc.assert(
      fc.property(sitePath, base, (path, b) => {
        const based = withBase(path, b);
        expect(based.startsWith(b)).toBe(true);
        expect(withoutBase(based, b)).toBe(path);
      }),
    );
  });

  it('withoutBase deja igual una ruta fuera de la base', () => {
    expect(withoutBase('/otra/x/', '/infinity/')).toBe('/otra/x/');
    expect(withoutBase('/infinity/x/', '/')).toBe('/infinity/x/');
  });
});

describe('baseDefine', () => {
  it('da a esbuild la base como cadena', () => {
    expect(baseDefine('/infinity/')).toEqual({ __BASE_PATH__: '"/infinity/"' });
  });
});

describe('rehypeBaseLinks', () => {
  const el = (tagName: string, properties: Record<string, string>) => ({
    type: 'element' as const,
    tagName,
    properties,
    children: [],
  });
  const tree = (): Root => ({
    type: 'root',
    children: [
      el('p', {}),
      el('a', { href: '/reglas/trabado/' }),
      el('a', { href: '#faq-x' }),
      el('a', { href: 'https://example.org/' }),
      el('img', { src: '/icons/icon-192.png' }),
      el('link', { href: '/no-cambia/' }),
      // MDX JSX components add the base themselves when they render.
      {
        type: 'mdxJsxFlowElement',
        name: 'SeeFaq',
        attributes: [{ type: 'mdxJsxAttribute', name: 'href', value: '/reglas/x/' }],
        children: [],
      } as never,
    ],
  });
  const attrs = (root: Root) =>
    root.children.map((node) =>
      node.type === 'element'
        ? (node.properties['href'] ?? node.properties['src'] ?? null)
        : ((node as unknown as { attributes: { value: string }[] }).attributes[0]?.value ?? null),
    );

  it.each([
    [
      '/infinity/',
      [
        null,
        '/infinity/reglas/trabado/',
        '#faq-x',
        'https://example.org/',
        '/infinity/icons/icon-192.png',
        '/no-cambia/',
        '/reglas/x/',
      ],
    ],
    [
      '/',
      [
        null,
        '/reglas/trabado/',
        '#faq-x',
        'https://example.org/',
        '/icons/icon-192.png',
        '/no-cambia/',
        '/reglas/x/',
      ],
    ],
  ])('base %s', (base, expected) => {
    const root = tree();
    baseLinks(root, base);
    expect(attrs(root)).toEqual(expected);
  });
});
