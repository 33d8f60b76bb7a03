import { describe, expect, it } from 'vitest';
import { assignSlugs } from '../../src/lib/page-slugs.ts';

describe('cada página, una dirección distinta y estable', () => {
  it('«TRABADO» y «Trabado»: la página más antigua conserva la dirección', () => {
    const { slugs, problems } = assignSlugs([
      { title: 'TRABADO', created: '2031-01-01T00:00:00Z' },
      { title: 'Trabado', created: '2021-02-11T10:43:16Z' },
    ]);
    expect(slugs.get('Trabado')).toBe('trabado');
    expect(slugs.get('TRABADO')).toBe('trabado-2');
    expect(problems).toEqual([
      expect.objectContaining({ title: 'TRABADO', message: expect.stringContaining('«Trabado»') }),
    ]);
  });

  it('el orden de lectura no cambia el reparto', () => {
    const a = assignSlugs([
      { title: 'Trabado', created: '2021-01-01T00:00:00Z' },
      { title: 'trabado ', created: '2021-01-01T00:00:00Z' },
    ]).slugs;
    const b = assignSlugs([
      { title: 'trabado ', created: '2021-01-01T00:00:00Z' },
      { title: 'Trabado', created: '2021-01-01T00:00:00Z' },
    ]).slugs;
    expect(a).toEqual(b);
  });

  it('un título solo de emoji recibe una dirección no vacía, con aviso', () => {
    const { slugs, problems } = assignSlugs([{ title: '🔥🔥', created: '2021-01-01T00:00:00Z' }]);
    expect(slugs.get('🔥🔥')).toMatch(/^u1f525/);
    expect(problems[0]!.message).toContain('solo signos');
  });

  it('un título que es una página del sitio no la pisa', () => {
    const { slugs, problems } = assignSlugs([{ title: 'FAQ', created: '2021-01-01T00:00:00Z' }]);
    expect(slugs.get('FAQ')).toBe('faq-2');
    expect(problems).toHaveLength(1);
  });

  it('un título de 356 caracteres da un nombre de archivo válido, distinto y estable', () => {
    const long = 'Regla '.repeat(59) + 'final';
    const other = 'Regla '.repeat(59) + 'otra';
    const { slugs } = assignSlugs([
      { title: long, created: '2021-01-01T00:00:00Z' },
      { title: other, created: '2021-01-01T00:00:00Z' },
    ]);
    expect(long.length).toBeGreaterThan(350);
    expect(slugs.get(long)!.length).toBeLessThanOrEqual(80);
    expect(slugs.get(long)).not.toBe(slugs.get(other));
    expect(assignSlugs([{ title: long, created: '2030-01-01T00:00:00Z' }]).slugs.get(long)).toBe(
      slugs.get(long),
    );
  });
});
