import { describe, expect, it } from 'vitest';
import { assignIds, slugWords, type IdClaim } from '../../src/lib/stable-ids.ts';

const claim = (base: string, contexts: string[] = [], fallback?: string): IdClaim =>
  fallback === undefined ? { base, contexts } : { base, contexts, fallback };

describe('assignIds', () => {
  it.each<[string, IdClaim[], string[]]>([
    ['un nombre único guarda su slug', [claim('efectos', ['visor'])], ['efectos']],
    [
      'los repetidos se nombran por lo que tienen encima',
      [claim('efectos', ['nivel-1']), claim('efectos', ['nivel-2'])],
      ['efectos-nivel-1', 'efectos-nivel-2'],
    ],
    [
      'el que no tiene nada encima guarda el slug; el otro se nombra',
      [claim('solicitar', [], 'para-poder'), claim('solicitar', ['turno'], 'paso')],
      ['solicitar', 'solicitar-turno'],
    ],
    [
      'iguales en todo lo de encima: las palabras que siguen',
      [claim('faqs', [], 'como-funciona'), claim('faqs', [], 'que-atributo')],
      ['faqs-como-funciona', 'faqs-que-atributo'],
    ],
    [
      'iguales en todo: el número, como último recurso',
      [claim('faqs', [], 'x'), claim('faqs', [], 'x')],
      ['faqs-x', 'faqs-x-2'],
    ],
    [
      'un id nombrado que coincide con un slug: el número, como último recurso',
      [claim('a', ['b']), claim('a', ['c']), claim('a-b')],
      ['a-b', 'a-c', 'a-b-2'],
    ],
  ])('%s', (_, claims, expected) => {
    expect(assignIds(claims)).toEqual(expected);
  });

  it('el orden de los sitios no cambia el id de ninguno', () => {
    const claims = [
      claim('efectos', ['nivel-1'], 'uno'),
      claim('efectos', ['nivel-2'], 'dos'),
      claim('faqs', [], 'como'),
      claim('faqs', [], 'que'),
      claim('notas'),
    ];
    const ids = new Map(claims.map((c, i) => [c, assignIds(claims)[i]]));
    const reversed = [...claims].reverse();
    assignIds(reversed).forEach((id, i) => expect(id).toBe(ids.get(reversed[i]!)));
  });
});

describe('slugWords', () => {
  it('las primeras palabras, cortadas en un guion', () => {
    expect(slugWords('¿Cómo funciona Salto Controlado en ORA?')).toBe(
      'como-funciona-salto-controlado',
    );
    expect(slugWords('Supercalifragilisticoespialidoso '.repeat(3), 4, 40)).toBe(
      'supercalifragilisticoespialidoso',
    );
  });
});
