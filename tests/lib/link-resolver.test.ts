import { describe, expect, it } from 'vitest';
import { createLinkResolver, decodeAnchor } from '../../src/lib/link-resolver.ts';
import { parseLinkTarget, titleKey } from '../../src/lib/wiki-title.ts';

const resolve = createLinkResolver([
  {
    title: 'Ataque Intuitivo',
    url: '/reglas/ataque-intuitivo/',
    ids: new Set(['efectos', 'faq-x']),
  },
  { title: 'G: Jumper', url: '/reglas/g-jumper/', ids: new Set() },
  {
    title: 'Órdenes y Reserva de Órdenes',
    url: '/reglas/ordenes-y-reserva-de-ordenes/',
    ids: new Set(['orden-irregular']),
    aliases: ['Orden Irregular'],
  },
]);

describe('resolución de enlaces por las reglas de MediaWiki', () => {
  it.each([
    ['Ataque Intuitivo', '/reglas/ataque-intuitivo/'],
    ['ataque Intuitivo', '/reglas/ataque-intuitivo/'],
    ['Ataque_Intuitivo', '/reglas/ataque-intuitivo/'],
    ['  Ataque   Intuitivo ', '/reglas/ataque-intuitivo/'],
    ['Ataque Intuitivo#Efectos', '/reglas/ataque-intuitivo/#efectos'],
    ['Ataque Intuitivo#No existe', '/reglas/ataque-intuitivo/'],
    ['g: Jumper', '/reglas/g-jumper/'],
    [
      'órdenes y Reserva de Órdenes#Orden Irregular',
      '/reglas/ordenes-y-reserva-de-ordenes/#orden-irregular',
    ],
    ['Orden Irregular', '/reglas/ordenes-y-reserva-de-ordenes/'],
  ])('[[%s]] → %s', (target, url) => {
    const result = resolve(target);
    expect(result.resolved && result.url).toBe(url);
  });

  it.each([['Ataque intuitivo'], ['LDT'], ['Inexistente#Algo']])(
    '[[%s]] no está en el sitio',
    (target) => {
      // Only the first letter is case-insensitive in MediaWiki.
      expect(resolve(target).resolved).toBe(false);
    },
  );

  it('[[#Ancla]] apunta a la página actual', () => {
    const result = resolve('#Efectos', 'Ataque Intuitivo');
    expect(result.resolved && result.url).toBe('/reglas/ataque-intuitivo/#efectos');
  });

  it.each([
    ['Category: Game States', { title: 'Game States', namespace: 'category' }],
    ['File:x.jpg', { title: 'X.jpg', namespace: 'file' }],
    ['trabado#Efectos', { title: 'Trabado', anchor: 'Efectos' }],
  ])('parseLinkTarget(%j)', (raw, expected) => {
    expect(parseLinkTarget(raw)).toEqual(expected);
  });

  it('titleKey', () => {
    expect(titleKey('ataque_CC')).toBe('Ataque CC');
    expect(titleKey('ñandú')).toBe('Ñandú');
  });
});

describe('anclas tal como las escribe la barra de direcciones de MediaWiki', () => {
  const visibility = createLinkResolver([
    {
      title: 'Condiciones de Visibilidad',
      url: '/reglas/condiciones-de-visibilidad/',
      ids: new Set(['zona-de-visibilidad-nula-excepciones', 'area-de-efecto', 'a-28b']),
    },
  ]);
  it.each([
    [
      'Condiciones_de_Visibilidad#Zona_de_Visibilidad_Nula_.28Excepciones.29',
      '/reglas/condiciones-de-visibilidad/#zona-de-visibilidad-nula-excepciones',
    ],
    [
      'Condiciones de Visibilidad#.C3.81rea_de_Efecto',
      '/reglas/condiciones-de-visibilidad/#area-de-efecto',
    ],
    // Found as written first: a heading «A.28B» keeps its own id.
    ['Condiciones de Visibilidad#A.28B', '/reglas/condiciones-de-visibilidad/#a-28b'],
  ])('%s → %s', (target, url) => {
    expect(visibility(target).url).toBe(url);
  });

  it.each([
    ['Zona_.28Excepciones.29', 'Zona_(Excepciones)'],
    ['.C3.81rea', 'Área'],
    ['.C3.28', '.C3.28'],
    ['Nivel .ZZ', 'Nivel .ZZ'],
  ])('decodeAnchor(%s) = %s', (anchor, decoded) => {
    expect(decodeAnchor(anchor)).toBe(decoded);
  });
});
