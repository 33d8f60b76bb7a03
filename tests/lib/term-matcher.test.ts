import { describe, expect, it } from 'vitest';
import { createTermMatcher } from '../../scripts/lib/term-matcher.ts';

const pages = [
  { title: 'Tropa', url: '/reglas/tropa/' },
  { title: 'Tropa Especialista', url: '/reglas/tropa-especialista/' },
  { title: 'ORA', url: '/reglas/ora/' },
  { title: 'Daño', url: '/reglas/dano/' },
];
const { pattern, target } = createTermMatcher(pages);
const found = (text: string) => [...text.matchAll(pattern!)].map((m) => target(m[0])?.url);

describe('una sola regla para hallar nombres en la prosa de ITS y Refuerzos', () => {
  it.each([
    ['el nombre más largo gana', 'una Tropa Especialista', ['/reglas/tropa-especialista/']],
    ['cualquier mayúscula', 'la tropa y el DAÑO', ['/reglas/tropa/', '/reglas/dano/']],
    ['solo palabras enteras', 'Tropas, Dañoso, antropa', []],
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
