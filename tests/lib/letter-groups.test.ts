import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupSummary, initialOf, letterGroups } from '../../src/lib/letter-groups.ts';
import { bucketOf, bucketPreviews } from '../../src/lib/preview-buckets.ts';

describe('initialOf', () => {
  it.each([
    ['Ataque Intuitivo', 'a'],
    ['Órdenes', 'o'],
    ['Ñ de prueba', 'n'],
    ['¡Saqueo!', 's'],
    ['360° Visor', '0'],
    ['🔥', '0'],
    ['', '0'],
  ])('%j → %j', (title, letter) => {
    expect(initialOf(title)).toBe(letter);
  });
});

describe('letterGroups', () => {
  it('agrupa por inicial, parte las letras largas y deja las cortas enteras', () => {
    const titles = ['360', 'Ataque', 'Árbol', 'Arma', 'Baile', 'Zona', 'Ágil'];
    const groups = letterGroups(titles, (t) => t, 2);
    expect(groups.map((g) => [g.key, g.label, g.items])).toEqual([
      ['0', '0–9', ['360']],
      ['a', 'A (1)', ['Ataque', 'Árbol']],
      ['a-2', 'A (2)', ['Arma', 'Ágil']],
      ['b', 'B', ['Baile']],
      ['z', 'Z', ['Zona']],
    ]);
  });

  it('rechaza un tamaño que no es un entero positivo', () => {
    expect(() => letterGroups(['a'], (t) => t, 0)).toThrow(/entero/);
  });

  it('ningún grupo pasa de max, nada se pierde ni se repite y las claves son únicas', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 200 }),
        fc.integer({ min: 1, max: 30 }),
        (titles, max) => {
          const groups = letterGroups(titles, (t) => t, max);
          expect(groups.every((g) => g.items.length >= 1 && g.items.length <= max)).toBe(true);
          expect(groups.flatMap((g) => g.items).sort()).toEqual([...titles].sort());
          expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
          // A key is a URL segment of its own.
          expect(groups.every((g) => /^[a-z0-9-]+$/.test(g.key))).toBe(true);
        },
      ),
    );
  });
});

describe('bucketPreviews / bucketOf', () => {
  it('corta por ruta y encuentra el cubo de cada ruta', () => {
    const { firsts, buckets } = bucketPreviews({ '/c/': 3, '/a/': 1, '/b/': 2 }, 2);
    expect(firsts).toEqual(['/a/', '/c/']);
    expect(buckets).toEqual([{ '/a/': 1, '/b/': 2 }, { '/c/': 3 }]);
    expect(bucketOf(firsts, '/b/')).toBe(0);
    expect(bucketOf(firsts, '/c/')).toBe(1);
    expect(bucketOf(firsts, '/0/')).toBe(-1);
  });

  it('cada ruta está en el cubo que bucketOf nombra, y ningún cubo pasa del tamaño', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 300 }),
        fc.integer({ min: 1, max: 40 }),
        (paths, size) => {
          const previews = Object.fromEntries(paths.map((p, i) => [p, i]));
          const { firsts, buckets } = bucketPreviews(previews, size);
          expect(buckets.every((b) => Object.keys(b).length <= size)).toBe(true);
          expect(buckets.length).toBe(Math.ceil(paths.length / size));
          for (const p of paths) expect(buckets[bucketOf(firsts, p)]?.[p]).toBe(previews[p]);
        },
      ),
    );
  });
});

describe('lo que un índice muestra de un grupo', () => {
  it('clave, rótulo, primer y último título, y cuántos', () => {
    const [group] = letterGroups(['Ataque', 'Arma', 'Aislado'], (t) => t, 10);
    expect(groupSummary(group!, (t) => t.toUpperCase())).toEqual({
      key: 'a',
      label: 'A',
      first: 'ATAQUE',
      last: 'AISLADO',
      count: 3,
    });
  });
});
