import { describe, expect, it } from 'vitest';
import { glossarySchema } from '../../src/lib/glossary/schema.ts';

const parse = (term: Record<string, unknown>) => glossarySchema.safeParse({ terms: [term] });

describe('el glosario: encabezados que no definen un término (notAt)', () => {
  it('un homónimo descartado con su porqué es válido', () => {
    const result = parse({
      title: 'Camuflado',
      notAt: ['/reglas/propiedades/#camuflado'],
      why: 'El estado, no la propiedad.',
    });
    expect(result.success).toBe(true);
  });

  it('sin porqué, el error dice qué falta y dónde', () => {
    const result = parse({ title: 'Camuflado', notAt: ['/reglas/propiedades/#camuflado'] });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message })))
      .toMatchInlineSnapshot(`
        [
          {
            "message": "\`notAt\` necesita \`why\`: por qué ese encabezado no define este término",
            "path": [
              "terms",
              0,
              "why",
            ],
          },
        ]
      `);
  });

  it('solo un encabezado de una regla, no una página entera', () => {
    const result = parse({ title: 'Camuflado', notAt: ['/reglas/propiedades/'], why: 'x' });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message })))
      .toMatchInlineSnapshot(`
        [
          {
            "message": "un encabezado: /reglas/<página>/#<ancla>",
            "path": [
              "terms",
              0,
              "notAt",
              0,
            ],
          },
        ]
      `);
  });
});
