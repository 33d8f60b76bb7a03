import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNameResolver, headingNames, termSlug } from '../../src/lib/name-resolver.ts';
import { definingPage, nameClass } from '../helpers/defining-names.ts';

const pages = [
  definingPage('Activación de una Tropa', 'ORA: Orden de Reacción Automática', 'Efectos'),
  definingPage('Etiquetas', 'Ataque CD', 'Despliegue Aerotransportado (DA)', 'Efectos'),
  definingPage('Propiedades', 'ORA', 'Camuflado', 'Zona de Visibilidad Nula (Excepciones)'),
  definingPage('Trabado'),
  definingPage('Heridas'),
  definingPage('Ataque CC'),
  definingPage('Armas y Equipo de Plantilla', 'Tipos de Plantillas'),
];
const classes = [
  nameClass('Línea de Tiro', { abbr: ['LDT'], en: ['LoF', 'Line of Fire'] }),
  nameClass('Orden de Reacción Automática', { abbr: ['ORA'], en: ['ARO'], aliases: ['ORAs'] }),
  nameClass('Combate a Distancia', { abbr: ['CD'], en: ['BS Attack'], aliases: ['Ataque CD'] }),
  nameClass('Trabado', { en: ['Engaged'], aliases: ['Estado Trabado'] }),
  nameClass('Camuflado', {
    abbr: ['CAMO'],
    en: ['Camouflaged'],
    notAt: ['/reglas/propiedades/#camuflado'],
  }),
  nameClass('Orden', { en: ['Order'] }),
  // Defined under a heading that is none of its names: the glossary's reviewed `url` says where.
  nameClass('Plantilla Circular', {
    en: ['Circular Template'],
    url: '/reglas/armas-y-equipo-de-plantilla/#tipos-de-plantillas',
  }),
  // A `url` the site does not hold is no definition.
  nameClass('Plantilla Cónica', { url: '/reglas/armas-y-equipo-de-plantilla/#conica' }),
];
/** Names the site links beside the glossary's: a plural here shares its singular's term page. */
const termNames = [
  'Tropas',
  'Tropa',
  'Órdenes Coordinadas',
  'Orden Coordinada',
  'Detalles',
  'Críticos',
];
const resolve = createNameResolver(pages, classes, termNames);
/** Headings several names lead to. */
const ORA = '/reglas/activacion-de-una-tropa/#ora-orden-de-reaccion-automatica';
const DA = '/reglas/etiquetas/#despliegue-aerotransportado-da';
const TEMPLATES = '/reglas/armas-y-equipo-de-plantilla/#tipos-de-plantillas';
/** The term page of a glossary name no rule defines. */
const LDT = '/reglas/linea-de-tiro/';

describe('un nombre lleva siempre al mismo sitio', () => {
  it.each([
    ['el título de una página', 'Trabado', '/reglas/trabado/'],
    ['sin importar mayúsculas, acentos ni guiones bajos', 'TRABADO', '/reglas/trabado/'],
    ['otro nombre del término lleva a su página', 'Engaged', '/reglas/trabado/'],
    ['un encabezado que es el nombre', 'Ataque CD', '/reglas/etiquetas/#ataque-cd'],
    ['un encabezado con su abreviatura', 'Despliegue Aerotransportado', DA],
    ['la abreviatura de un encabezado', 'DA', DA],
    ['un encabezado «ABR: nombre»', 'Orden de Reacción Automática', ORA],
    // «ORA» es un encabezado en dos páginas: el término decide por su título.
    ['un nombre ambiguo sigue a su término', 'ORA', ORA],
    ['el inglés de un término con encabezado', 'ARO', ORA],
    ['entre paréntesis, sólo una abreviatura es un nombre', 'Excepciones', '/reglas/excepciones/'],
    ['un encabezado repetido en varias páginas no define nada', 'Efectos', '/reglas/efectos/'],
    ['una FAQ nunca es la definición: página de término', 'LDT', LDT],
    ['el título del término sin regla', 'Línea de Tiro', LDT],
    ['el nombre con su abreviatura entre paréntesis', 'Línea de Tiro (LDT)', LDT],
    ['en inglés', 'Line of Fire', LDT],
    ['un nombre fuera del glosario', 'Contacto de Silueta', '/reglas/contacto-de-silueta/'],
    ['el encabezado que da el glosario', 'Plantilla Circular', TEMPLATES],
    ['y por otro nombre del término', 'Circular Template', TEMPLATES],
    ['una URL del glosario que no existe', 'Plantilla Cónica', '/reglas/plantilla-conica/'],
    // The glossary's `notAt`: a heading that carries the name but defines another rule.
    ['un homónimo que el glosario descarta', 'Camuflado', '/reglas/camuflado/'],
    ['ni por otro nombre del término', 'CAMO', '/reglas/camuflado/'],
    ['ni en plural', 'Camuflados', '/reglas/camuflado/'],
    // A name and its plural are one rule (src/lib/plural.ts).
    ['el plural de un título', 'Ataques CC', '/reglas/ataque-cc/'],
    ['el singular de un título en plural', 'Herida', '/reglas/heridas/'],
    ['el plural de un encabezado', 'Ataques CD', '/reglas/etiquetas/#ataque-cd'],
    ['el plural de otro nombre de su término', 'Engageds', '/reglas/trabado/'],
    ['el nombre tal cual gana al plural', 'Heridas', '/reglas/heridas/'],
    ['un plural se une a su singular enlazado', 'Tropas', '/reglas/tropa/'],
    ['con todas sus palabras en plural', 'Órdenes Coordinadas', '/reglas/orden-coordinada/'],
    ['el plural de un término del glosario', 'Órdenes', '/reglas/orden/'],
    ['sin singular enlazado, el plural tiene su página', 'Críticos', '/reglas/criticos/'],
    ['una suposición de singular que nada usa no cuenta', 'Detalles', '/reglas/detalles/'],
  ])('%s: %s → %s', (_why, name, url) => {
    expect(resolve(name).url).toBe(url);
  });

  it('la URL del glosario puede nombrar un bloque de reglas, titulado por el término', () => {
    const visor = {
      ...definingPage('Visor Multiespectral'),
      blocks: [1, 2].map((n) => ({ id: `efectos-nivel-${n}`, text: 'Efectos' })),
    };
    const level = (n: number) =>
      nameClass(`Visor Multiespectral Nivel ${n}`, {
        en: [`MSV${n}`],
        url: `/reglas/visor-multiespectral/#efectos-nivel-${n}`,
      });
    const withBlocks = createNameResolver([visor], [level(1), level(2), level(3)]);
    expect(withBlocks('MSV2')).toMatchObject({
      kind: 'section',
      url: '/reglas/visor-multiespectral/#efectos-nivel-2',
      title: 'Visor Multiespectral Nivel 2',
    });
    // A block the page does not have is no place: the term gets its term page.
    expect(withBlocks('MSV3')).toMatchObject({ kind: 'term' });
    // Without its blocks the page defines no level.
    expect(
      createNameResolver([definingPage('Visor Multiespectral')], [level(2)])('MSV2').kind,
    ).toBe('term');
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
  it('la página compartida lleva el título del singular', () => {
    expect(resolve('Tropas')).toMatchObject({ kind: 'term', title: 'Tropa', slug: 'tropa' });
    expect(resolve('Órdenes')).toMatchObject({ title: 'Orden' });
  });

  it('un singular que reclaman dos páginas no lleva a ninguna', () => {
    const two = createNameResolver([
      definingPage('Marcas'),
      definingPage('Marca'),
      definingPage('Luces'),
    ]);
    expect(two('Marcas').url).toBe('/reglas/marcas/');
    expect(two('Luz').url).toBe('/reglas/luces/');
  });
});

describe('enlaces revisados (content/corrections/wiki-links.json)', () => {
  const pages = [
    definingPage('Etiquetas', 'Ataque CD', 'Nulo'),
    definingPage('Inmovilizado-A'),
    definingPage('Inmovilizado-B'),
  ];
  const classes = [nameClass('Combate a Distancia', { abbr: ['CD'], aliases: ['Ataque CD'] })];
  const reviewed = [
    { name: 'Ataque CD', to: 'term' },
    { name: 'Inmovilizado', candidates: ['/reglas/inmovilizado-a/', '/reglas/inmovilizado-b/'] },
    { name: 'Nulo', pages: ['Aislado'], to: '/reglas/inmovilizado-a/' },
  ];
  const resolve = createNameResolver(pages, classes, [], reviewed);

  it('un homónimo no lleva al encabezado, ni por otro nombre de su término', () => {
    expect(resolve('Ataque CD')).toMatchObject({
      kind: 'term',
      url: '/reglas/combate-a-distancia/',
    });
    expect(resolve('Combate a Distancia').url).toBe('/reglas/combate-a-distancia/');
    expect(createNameResolver(pages, classes)('Combate a Distancia').url).toBe(
      '/reglas/etiquetas/#ataque-cd',
    );
  });

  it('un nombre ambiguo lleva a su página de término, con sus candidatos', () => {
    expect(resolve('Inmovilizado')).toMatchObject({
      kind: 'term',
      url: '/reglas/inmovilizado/',
      candidates: [
        { url: '/reglas/inmovilizado-a/', title: 'Inmovilizado-A' },
        { url: '/reglas/inmovilizado-b/', title: 'Inmovilizado-B' },
      ],
    });
  });

  it('una entrada con `pages` decide solo en esas páginas', () => {
    expect(resolve('Nulo', 'Aislado')).toMatchObject({
      url: '/reglas/inmovilizado-a/',
      reviewed: true,
    });
    expect(resolve('Nulo', 'Trabado')).toMatchObject({ url: '/reglas/etiquetas/#nulo' });
    expect(resolve('Nulo', 'Trabado')).not.toHaveProperty('reviewed');
  });
});
