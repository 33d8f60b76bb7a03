import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNameResolver, headingNames, termSlug } from '../../src/lib/name-resolver.ts';

const pages = [
  {
    title: 'Activación de una Tropa',
    slug: 'activacion-de-una-tropa',
    headings: [
      { id: 'ora-orden-de-reaccion-automatica', text: 'ORA: Orden de Reacción Automática' },
      { id: 'efectos', text: 'Efectos' },
    ],
  },
  {
    title: 'Etiquetas',
    slug: 'etiquetas',
    headings: [
      { id: 'ataque-cd', text: 'Ataque CD' },
      { id: 'despliegue-aerotransportado-da', text: 'Despliegue Aerotransportado (DA)' },
      { id: 'efectos', text: 'Efectos' },
    ],
  },
  {
    title: 'Propiedades',
    slug: 'propiedades',
    headings: [
      { id: 'ora', text: 'ORA' },
      { id: 'camuflado', text: 'Camuflado' },
      {
        id: 'zona-de-visibilidad-nula-excepciones',
        text: 'Zona de Visibilidad Nula (Excepciones)',
      },
    ],
  },
  { title: 'Trabado', slug: 'trabado', headings: [] },
];
const classes = [
  { title: 'Línea de Tiro', abbr: ['LDT'], en: ['LoF', 'Line of Fire'], aliases: [] },
  { title: 'Orden de Reacción Automática', abbr: ['ORA'], en: ['ARO'], aliases: ['ORAs'] },
  { title: 'Combate a Distancia', abbr: ['CD'], en: ['BS Attack'], aliases: ['Ataque CD'] },
  { title: 'Trabado', abbr: [], en: ['Engaged'], aliases: ['Estado Trabado'] },
  {
    title: 'Camuflado',
    abbr: ['CAMO'],
    en: ['Camouflaged'],
    aliases: [],
    notAt: ['/reglas/propiedades/#camuflado'],
  },
];
const resolve = createNameResolver(pages, classes);

describe('un nombre lleva siempre al mismo sitio', () => {
  it.each([
    ['el título de una página', 'Trabado', '/reglas/trabado/'],
    ['sin importar mayúsculas, acentos ni guiones bajos', 'TRABADO', '/reglas/trabado/'],
    ['otro nombre del término lleva a su página', 'Engaged', '/reglas/trabado/'],
    ['un encabezado que es el nombre', 'Ataque CD', '/reglas/etiquetas/#ataque-cd'],
    [
      'un encabezado con su abreviatura',
      'Despliegue Aerotransportado',
      '/reglas/etiquetas/#despliegue-aerotransportado-da',
    ],
    ['la abreviatura de un encabezado', 'DA', '/reglas/etiquetas/#despliegue-aerotransportado-da'],
    [
      'un encabezado «ABR: nombre»',
      'Orden de Reacción Automática',
      '/reglas/activacion-de-una-tropa/#ora-orden-de-reaccion-automatica',
    ],
    // «ORA» es un encabezado en dos páginas: el término decide por su título.
    [
      'un nombre ambiguo sigue a su término',
      'ORA',
      '/reglas/activacion-de-una-tropa/#ora-orden-de-reaccion-automatica',
    ],
    [
      'el inglés de un término con encabezado',
      'ARO',
      '/reglas/activacion-de-una-tropa/#ora-orden-de-reaccion-automatica',
    ],
    [
      'lo que va entre paréntesis no es un nombre si no es una abreviatura',
      'Excepciones',
      '/reglas/excepciones/',
    ],
    ['un encabezado repetido en varias páginas no define nada', 'Efectos', '/reglas/efectos/'],
    ['una FAQ nunca es la definición: página de término', 'LDT', '/reglas/linea-de-tiro/'],
    ['el título del término sin regla', 'Línea de Tiro', '/reglas/linea-de-tiro/'],
    [
      'el nombre con su abreviatura entre paréntesis',
      'Línea de Tiro (LDT)',
      '/reglas/linea-de-tiro/',
    ],
    ['en inglés', 'Line of Fire', '/reglas/linea-de-tiro/'],
    ['un nombre fuera del glosario', 'Contacto de Silueta', '/reglas/contacto-de-silueta/'],
    // The glossary's `notAt`: a heading that carries the name but defines another rule.
    ['un homónimo que el glosario descarta', 'Camuflado', '/reglas/camuflado/'],
    ['ni por otro nombre del término', 'CAMO', '/reglas/camuflado/'],
    ['ni en plural', 'Camuflados', '/reglas/camuflado/'],
  ])('%s: %s → %s', (_why, name, url) => {
    expect(resolve(name).url).toBe(url);
  });

  it('la página de término lleva el título del glosario', () => {
    expect(resolve('LDT')).toMatchObject({
      kind: 'term',
      title: 'Línea de Tiro',
      slug: 'linea-de-tiro',
    });
  });

  it('los segmentos del sitio no se dan a un término', () => {
    expect(termSlug('FAQ')).toBe('termino-faq');
    expect(termSlug('🔥')).toMatch(/^u[0-9a-f-]+$/);
  });

  it.each([
    [
      'Despliegue Aerotransportado (DA)',
      ['Despliegue Aerotransportado (DA)', 'Despliegue Aerotransportado', 'DA'],
    ],
    [
      'Munición Electromagnética (E/M)',
      ['Munición Electromagnética (E/M)', 'Munición Electromagnética', 'E/M'],
    ],
    [
      'Zona de Visibilidad Nula (Excepciones)',
      ['Zona de Visibilidad Nula (Excepciones)', 'Zona de Visibilidad Nula'],
    ],
    [
      'ORA: Orden de Reacción Automática',
      ['ORA: Orden de Reacción Automática', 'ORA', 'Orden de Reacción Automática'],
    ],
    ['Ejemplo: Movimiento', ['Ejemplo: Movimiento']],
  ])('nombres que define «%s»', (text, names) => {
    expect(headingNames(text)).toEqual(names);
  });

  it('cualquier nombre lleva a una URL de /reglas/ con barra final', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        expect(resolve(name).url).toMatch(/^\/reglas\/[a-z0-9-]+\/(#[a-z0-9-]+)?$/);
      }),
    );
  });

  it('resolver es idempotente: el título del destino lleva al mismo sitio', () => {
    for (const name of ['LDT', 'ORA', 'DA', 'Engaged', 'Contacto de Silueta']) {
      const first = resolve(name);
      expect(resolve(first.title).url).toBe(first.url);
    }
  });
});

describe('un nombre y su plural son la misma regla', () => {
  const numbered = createNameResolver(
    [
      ...pages,
      { title: 'Heridas', slug: 'heridas', headings: [] },
      { title: 'Ataque CC', slug: 'ataque-cc', headings: [] },
    ],
    [...classes, { title: 'Orden', abbr: [], en: ['Order'], aliases: [] }],
    ['Tropas', 'Tropa', 'Órdenes Coordinadas', 'Orden Coordinada', 'Detalles', 'Críticos'],
  );

  it.each([
    ['el plural de un título', 'Ataques CC', '/reglas/ataque-cc/'],
    ['el singular de un título en plural', 'Herida', '/reglas/heridas/'],
    ['el plural de un encabezado', 'Ataques CD', '/reglas/etiquetas/#ataque-cd'],
    ['el plural de otro nombre de su término', 'Engageds', '/reglas/trabado/'],
    ['el nombre tal cual gana al plural', 'Heridas', '/reglas/heridas/'],
    ['un plural se une a su singular enlazado', 'Tropas', '/reglas/tropa/'],
    [
      'también con todas sus palabras en plural',
      'Órdenes Coordinadas',
      '/reglas/orden-coordinada/',
    ],
    ['el plural de un término del glosario', 'Órdenes', '/reglas/orden/'],
    ['sin singular enlazado, el plural tiene su página', 'Críticos', '/reglas/criticos/'],
    ['una suposición de singular que nada usa no cuenta', 'Detalles', '/reglas/detalles/'],
  ])('%s: %s → %s', (_why, name, url) => {
    expect(numbered(name).url).toBe(url);
  });

  it('la página compartida lleva el título del singular', () => {
    expect(numbered('Tropas')).toMatchObject({ kind: 'term', title: 'Tropa', slug: 'tropa' });
    expect(numbered('Órdenes')).toMatchObject({ title: 'Orden' });
  });

  it('un singular que reclaman dos páginas no lleva a ninguna', () => {
    const two = createNameResolver([
      { title: 'Marcas', slug: 'marcas', headings: [] },
      { title: 'Marca', slug: 'marca', headings: [] },
      { title: 'Luces', slug: 'luces', headings: [] },
    ]);
    expect(two('Marcas').url).toBe('/reglas/marcas/');
    expect(two('Luz').url).toBe('/reglas/luces/');
  });
});
