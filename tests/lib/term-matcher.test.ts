import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTermMatcher, nameForms } from '../../pipeline/shared/term-matcher.ts';

const pages = [
  { title: 'Tropa', url: '/reglas/tropa/' },
  { title: 'Tropa Especialista', url: '/reglas/tropa-especialista/' },
  { title: 'ORA', url: '/reglas/ora/' },
  { title: 'Daño', url: '/reglas/dano/' },
  { title: 'Orden Coordinada', url: '/reglas/orden-coordinada/' },
  { title: 'Ataque de Comunicaciones', url: '/reglas/etiquetas/#ataque-de-comunicaciones' },
  { title: 'Tiro', url: '/reglas/tiro/' },
  { title: 'Disfraz', url: '/reglas/disfraz/' },
  { title: 'Marcador', url: '/reglas/marcador/' },
  { title: 'Marcadores', url: '/reglas/marcadores-propios/' },
];
const { pattern, target } = createTermMatcher(pages);
/** The links a linker makes: a match whose target is none links nothing. */
const found = (text: string) =>
  [...text.matchAll(pattern!)].flatMap((m) => target(m[0])?.url ?? []);

describe('una sola regla para hallar nombres en la prosa de ITS y Refuerzos', () => {
  it.each([
    ['el nombre más largo gana', 'una Tropa Especialista', ['/reglas/tropa-especialista/']],
    ['cualquier mayúscula', 'la tropa y el DAÑO', ['/reglas/tropa/', '/reglas/dano/']],
    ['solo palabras enteras', 'Dañoso, antropa, Tropasas', []],
    ['el plural es la misma regla', 'las Tropas y los Daños', ['/reglas/tropa/', '/reglas/dano/']],
    ['el plural puede mover el acento', 'dos Órdenes Coordinadas', ['/reglas/orden-coordinada/']],
    ['«-z» hace «-ces»', 'sus Disfraces', ['/reglas/disfraz/']],
    [
      'tras «de», el nombre sigue como está escrito',
      'Ataques de Comunicaciones, no Ataques de Comunicacioneses',
      ['/reglas/etiquetas/#ataque-de-comunicaciones'],
    ],
    ['solo cambian los acentos: otra palabra', 'tiró y Tiró', []],
    [
      'un nombre tal como está escrito gana a un plural',
      'los Marcadores',
      ['/reglas/marcadores-propios/'],
    ],
    [
      'un sufijo «-1» hace otro nombre',
      'estado Tropa-1 o Daño-A, y Daño - leve',
      ['/reglas/dano/'],
    ],
    ['los nombres cortos no se enlazan', 'declara una ORA', []],
  ])('%s: «%s»', (_why, text, urls) => {
    expect(found(text)).toEqual(urls);
  });

  it('sin nombres no hay patrón', () => {
    expect(createTermMatcher([{ title: 'CC', url: '/reglas/cc/' }]).pattern).toBeUndefined();
  });
});

describe('las formas de un nombre', () => {
  it.each([
    ['Tropa', ['tropa', 'tropas']],
    ['Disfraz', ['disfraz', 'disfraces']],
    ['Bisturí', ['bisturí', 'bisturís', 'bisturíes']],
    ['Imagen', ['imagen', 'imagens', 'imágenes']],
    ['Munición', ['munición', 'municións', 'municiones']],
    ['Crisis', ['crisis']],
    ['Inmovilizado-A', ['inmovilizado-a']],
    ['Ataque de Comunicaciones', ['ataque de comunicaciones', 'ataques de comunicaciones']],
  ])('%s', (title, forms) => {
    expect(nameForms(title)).toEqual(forms);
  });

  it('ninguna forma difiere del nombre solo en los acentos', () => {
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-záéíóúñ]{2,12}( (de )?[a-záéíóúñ]{2,12})?$/), (title) => {
        for (const form of nameForms(title).slice(1))
          expect(fold(form) === fold(title.toLowerCase()) && form !== title.toLowerCase()).toBe(
            false,
          );
      }),
    );
  });
});
