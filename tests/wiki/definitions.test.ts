import { describe, expect, it } from 'vitest';
import { definitions } from '../../pipeline/wiki/emit/definitions.ts';
import { glossarySchema } from '../../src/lib/glossary/schema.ts';

const glossary = glossarySchema.parse({
  terms: [
    {
      title: 'Despliegue Aerotransportado',
      url: '/reglas/etiquetas/#despliegue-aerotransportado-da',
      abbr: ['DA'],
      en: ['Airborne Deployment'],
      aliases: ['Infantería Aerotransportada'],
    },
    { title: 'Línea de Tiro', url: '/reglas/linea-de-tiro/', abbr: ['LDT'] },
    { title: 'Tirada Enfrentada', url: '/its/reglas/normas-basicas/', parte: 'ITS' },
    { title: 'Carta', abbr: ['C'] },
  ],
});

describe('los nombres que la wiki define, para ITS y Refuerzos', () => {
  const defs = definitions(
    [{ title: 'Trabado', url: '/reglas/trabado/' }],
    glossary,
    new Set(['/reglas/linea-de-tiro/']),
  );

  it('cada título de página, y los nombres en español que llevan a una definición', () => {
    expect(defs).toEqual([
      { title: 'Trabado', url: '/reglas/trabado/' },
      {
        title: 'Despliegue Aerotransportado',
        url: '/reglas/etiquetas/#despliegue-aerotransportado-da',
      },
      {
        title: 'Infantería Aerotransportada',
        url: '/reglas/etiquetas/#despliegue-aerotransportado-da',
      },
    ]);
  });

  it('nunca una página de término, otra parte, el inglés ni una abreviatura', () => {
    const titles = defs.map((d) => d.title);
    for (const t of ['Línea de Tiro', 'Tirada Enfrentada', 'Airborne Deployment', 'DA', 'Carta'])
      expect(titles).not.toContain(t);
  });
});
