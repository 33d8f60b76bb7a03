import { describe, expect, it } from 'vitest';
import { buildRedirects, termPageRedirects } from '../../src/lib/glossary/redirects.ts';

describe('las otras grafías de una página de término llevan a ella', () => {
  const terms = termPageRedirects([
    { title: 'Tropa', slug: 'tropa', aliases: ['Tropas'] },
    { title: 'Silueta', slug: 'silueta', aliases: [] },
  ]);

  it('solo los términos con otras grafías', () => {
    expect(terms.map((t) => t.url)).toEqual(['/reglas/tropa/']);
  });

  it('la dirección antigua del plural redirige al singular', () => {
    const redirects = buildRedirects(terms, ['tropa', 'silueta']);
    expect(redirects).toContainEqual({ alias: 'tropas', to: '/reglas/tropa/', title: 'Tropa' });
    expect(redirects.every((r) => r.to === '/reglas/tropa/')).toBe(true);
  });

  it('nunca sobre una página real', () => {
    expect(buildRedirects(terms, ['tropa', 'tropas'])).toEqual([]);
  });
  it('nunca hacia una página que no se construye: llevaría a sí misma', () => {
    expect(buildRedirects(terms, ['silueta'])).toEqual([]);
  });
});
