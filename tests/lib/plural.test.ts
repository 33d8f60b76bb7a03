import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { singularKeys, singularWords } from '../../src/lib/plural.ts';

describe('singulares posibles de una palabra', () => {
  it.each([
    ['tropas', ['tropa']],
    ['criticos', ['critico']],
    ['ordenes', ['orden', 'ordene']],
    ['habilidades', ['habilidad', 'habilidade']],
    ['detalles', ['detall', 'detalle']],
    ['luces', ['luz', 'luc', 'luce']],
    // Palabras cortas, sin -s o con cifras no son plurales.
    ['las', []],
    ['cc', []],
    ['orden', []],
    ['ph-3s', []],
    ['2ds', []],
  ])('%s → %j', (word, singulars) => {
    expect(singularWords(word)).toEqual(singulars);
  });
});

describe('singulares posibles de un nombre', () => {
  it('cada palabra en singular o tal cual, menos cambios primero', () => {
    expect(singularKeys('tiradas-de-salvacion')).toEqual(['tirada-de-salvacion']);
    expect(singularKeys('ordenes-coordinadas')).toEqual([
      'ordenes-coordinada',
      'orden-coordinadas',
      'ordene-coordinadas',
      'orden-coordinada',
      'ordene-coordinada',
    ]);
    expect(singularKeys('ataque-cc')).toEqual([]);
  });

  it('nunca devuelve el nombre mismo, ni uno más largo, y se queda acotado', () => {
    const word = fc.stringMatching(/^[a-z]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 12 }), (words) => {
        const key = words.join('-');
        const forms = singularKeys(key);
        expect(forms).not.toContain(key);
        expect(forms.length).toBeLessThanOrEqual(64);
        for (const form of forms) expect(form.length).toBeLessThan(key.length);
      }),
    );
  });
});
