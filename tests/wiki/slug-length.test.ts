import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/slug.ts';
import { capSlug, MAX_SLUG_LENGTH } from '../../src/lib/slug-length.ts';

describe('capSlug: ningún nombre de archivo demasiado largo', () => {
  it.each([
    ['trabado', 'trabado'],
    ['a'.repeat(MAX_SLUG_LENGTH), 'a'.repeat(MAX_SLUG_LENGTH)],
  ])('un slug corto no cambia: %s', (slug, want) => {
    expect(capSlug(slug)).toBe(want);
  });

  it('un título de 356 caracteres da un slug de como mucho 80, que empieza por sus palabras', () => {
    const title = 'Regla de prueba con un título larguísimo '.repeat(9).slice(0, 356);
    const slug = capSlug(slugify(title));
    expect(title).toHaveLength(356);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^regla-de-prueba-con-un-titulo-larguisimo-.*-[0-9a-f]{8}$/);
    expect(Buffer.byteLength(`${slug}.mdx`)).toBeLessThan(255);
  });

  it('propiedades: corto, estable, distinto para slugs largos distintos, solo [a-z0-9-]', () => {
    const slugArb = fc
      .array(fc.stringMatching(/^[a-z0-9]{1,12}$/), { minLength: 1, maxLength: 40 })
      .map((words) => words.join('-'));
    fc.assert(
      fc.property(slugArb, slugArb, (a, b) => {
        const ca = capSlug(a);
        expect(ca.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
        expect(ca).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(capSlug(a)).toBe(ca);
        if (a !== b) expect(ca).not.toBe(capSlug(b));
      }),
    );
  });
});
