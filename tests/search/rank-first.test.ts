import { stemmer } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';
import { createAnalyzer, type ReaderWords } from '../../src/lib/search/analyze.ts';
import { namedTerms } from '../../src/lib/search/name-match.ts';
import type { PagefindData } from '../../src/lib/search/pagefind-types.ts';
import { rankFirst } from '../../src/lib/search/rank-first.ts';
import { searchStem } from '../../src/lib/search/stem.ts';
import type { SearchTerm } from '../../src/lib/search/term-match.ts';

const stem = searchStem(stemmer);
const analyzerWith = (slang: ReaderWords['slang']) =>
  createAnalyzer({ forms: {}, slang, everyday: [], sections: [], context: [] }, stem);
const analyze = analyzerWith([]);
const term = (title: string, url: string, names: string[] = []): SearchTerm => ({
  title,
  url,
  parte: 'ITS',
  names: [title, ...names],
});
const page = (url: string, title: string, sections: string[] = []): PagefindData => ({
  url,
  excerpt: '',
  meta: { title },
  filters: {},
  sub_results: sections.map((s) => ({ title: s, url, excerpt: '' })),
});
const order = (query: string, pages: PagefindData[], terms: SearchTerm[], read = analyze) => {
  const analysis = read(query);
  const named = namedTerms(analysis, terms, stem);
  const byPath = new Map(pages.map((p) => [p.url, p]));
  return rankFirst(pages, named, byPath, analysis, terms, stem, 5).map((p) => p.url);
};

describe('las primeras páginas, por lo que nombran de la consulta', () => {
  const terms = [
    term('Bye', '/its/torneo/#byes', ['Byes']),
    term('Ligas ITS', '/its/ligas/', ['Liga']),
    term('Jornada 1', '/its/otra/'),
  ];
  const pages = [
    page('/its/torneo/', 'Reglas de Torneo', ['Jugadores impares: byes']),
    page('/its/ligas/', 'Ligas ITS', ['Jugadores impares: byes']),
  ];

  it('a section is named by its page title and its own', () =>
    expect(order('bye en liga', pages, terms)[0]).toBe('/its/ligas/'));
  it('without the page’s words, the named page keeps its place', () =>
    expect(order('bye', pages, terms)[0]).toBe('/its/torneo/'));
  it('only the first pages move; the rest keep their order', () => {
    const more = [...pages, page('/its/c/', 'C'), page('/its/d/', 'D')];
    const analysis = analyze('bye en liga');
    const ranked = rankFirst(
      more,
      namedTerms(analysis, terms, stem),
      new Map(more.map((p) => [p.url, p])),
      analysis,
      terms,
      stem,
      2,
    ).map((p) => p.url);
    expect(ranked).toEqual(['/its/ligas/', '/its/torneo/', '/its/c/', '/its/d/']);
  });
});

describe('una palabra que ningún nombre tiene pesa menos que un nombre', () => {
  const terms = [
    term('Orden Especial de Teniente', '/reglas/ordenes/#orden-especial-de-teniente'),
    // Words many pages' names share: the name weighs less than one page's own word.
    ...['Orden', 'Orden Regular', 'Orden Coordinada'].map((t, i) => term(t, `/reglas/o${i}/`)),
    ...['Especial', 'Habilidad Especial'].map((t, i) => term(t, `/reglas/e${i}/`)),
    ...['Teniente', 'Pérdida de Teniente'].map((t, i) => term(t, `/reglas/t${i}/`)),
    term('Tiroteo', '/its/misiones/tiroteo/'),
  ];
  const pages = [
    page('/its/misiones/tiroteo/', 'Tiroteo', ['Usar Panoplia', 'Zona de Tropa']),
    page('/reglas/ordenes/', 'Órdenes', ['Orden Especial de Teniente']),
  ];

  it('«usar» en un título no gana a «Orden Especial de Teniente»', () =>
    expect(order('la orden del teniente se puede usar en otra tropa', pages, terms)[0]).toBe(
      '/reglas/ordenes/',
    ));
  it('pero sigue contando donde ningún nombre compite', () =>
    expect(order('usar panoplia', pages, terms)[0]).toBe('/its/misiones/tiroteo/'));
});

describe('un nombre dicho entero pesa más que un título que tiene parte de la consulta', () => {
  const terms = [
    term('Trepar', '/reglas/trepar/'),
    // «orden» is in four pages' names, «gasto» and «pared» in none.
    ...['Orden', 'Orden Regular', 'Orden Irregular', 'Orden Coordinada'].map((t, i) =>
      term(t, `/reglas/orden-${i}/`),
    ),
  ];
  const pages = [
    page('/reglas/activacion/', 'Activación de una Tropa', [
      'Secuencia de Gasto de una Orden en una pared',
    ]),
    page('/reglas/trepar/', 'Trepar'),
  ];

  it('«cuántas órdenes gasta trepar una pared» pregunta por Trepar', () =>
    expect(order('cuantas ordenes gasta trepar una pared', pages, terms)[0]).toBe(
      '/reglas/trepar/',
    ));
  it('un título que tiene toda la consulta sí es lo que se pregunta', () =>
    expect(order('secuencia de gasto de una orden en una pared', pages, terms)[0]).toBe(
      '/reglas/activacion/',
    ));
});

describe('una pregunta de FAQ menciona, no define', () => {
  const terms = [
    { title: 'Esquivar', url: '/reglas/esquivar/', parte: 'Reglas', names: ['Esquivar'] },
    { title: 'Berserk', url: '/reglas/berserk/', parte: 'Reglas', names: ['Berserk'] },
  ];
  const faq = 'faq-se-puede-esquivar-un-ataque-berserk';
  const berserk: PagefindData = {
    ...page('/reglas/berserk/', 'Berserk'),
    sub_results: [
      {
        title: '¿Se puede esquivar un ataque?',
        url: `/reglas/berserk/#${faq}`,
        excerpt: '',
        anchor: { element: 'h3', id: faq, location: 3 },
      },
    ],
    anchors: [{ element: 'p', id: `${faq}--respuesta`, location: 9 }],
  };
  const pages = [berserk, page('/reglas/esquivar/', 'Esquivar')];

  it('the page the query names comes before a ruling that asks about part of it', () =>
    expect(order('puedo esquivar un ataque cuerpo a cuerpo', pages, terms)[0]).toBe(
      '/reglas/esquivar/',
    ));
  it('a ruling that asks the whole query counts', () =>
    expect(order('esquivar ataque berserk', pages, terms)[0]).toBe('/reglas/berserk/'));
  it('two names are asked about, not a ruling on a page the query does not name', () => {
    const twoNames = [
      ...terms,
      { title: 'Sepsitor', url: '/reglas/sepsitor/', parte: 'Reglas', names: ['Sepsitor'] },
    ];
    const id = 'faq-como-funciona-inmunidad-con-sepsitor';
    const immunity: PagefindData = {
      ...page('/reglas/inmunidad/', 'Inmunidad'),
      sub_results: [
        {
          title: '¿Cómo funciona con armas de Plasma y con Sepsitor?',
          url: `/reglas/inmunidad/#${id}`,
          excerpt: '',
          anchor: { element: 'h3', id, location: 3 },
        },
      ],
      anchors: [{ element: 'p', id: `${id}--respuesta`, location: 9 }],
    };
    const both = [immunity, page('/reglas/sepsitor/', 'Sepsitor')];
    expect(order('arma sepsitor', both, twoNames)[0]).toBe('/reglas/sepsitor/');
    // A longer query may ask the ruling itself.
    expect(order('armas de plasma y sepsitor', both, twoNames)[0]).toBe('/reglas/inmunidad/');
  });
  it('a heading that is no ruling still counts', () => {
    const heading = { ...berserk, anchors: [] };
    expect(order('puedo esquivar un ataque cuerpo a cuerpo', [heading, pages[1]!], terms)[0]).toBe(
      '/reglas/berserk/',
    );
  });
});

describe('de dos páginas nombradas, la que menciona a la otra es la regla que responde', () => {
  const rule = (url: string, title: string, content: string, parte = 'Reglas') => ({
    ...page(url, title),
    content,
    filters: { parte: [parte] },
  });
  const terms = [
    term('Cobertura Parcial', '/reglas/cobertura-parcial/'),
    term('Impetuoso', '/reglas/impetuoso/', ['Impetuosa']),
  ];
  const cover = rule('/reglas/cobertura-parcial/', 'Cobertura Parcial', 'Cobertura Parcial.');
  const impetuous = rule(
    '/reglas/impetuoso/',
    'Impetuoso',
    'Impetuoso. Las tropas impetuosas no se benefician de la Cobertura Parcial.',
  );

  it('Impetuoso, que dice qué hace con la Cobertura Parcial, va antes', () =>
    expect(
      order('las tropas impetuosas tienen cobertura parcial', [cover, impetuous], terms)[0],
    ).toBe('/reglas/impetuoso/'));
  it('si cada una menciona a la otra, manda el peso de los nombres', () => {
    const both = { ...cover, content: 'Cobertura Parcial. Las tropas impetuosas no la tienen.' };
    expect(
      order('las tropas impetuosas tienen cobertura parcial', [both, impetuous], terms)[0],
    ).toBe('/reglas/cobertura-parcial/');
  });
  it('la mención puede ser cualquier nombre del otro: FIS es Físico', () => {
    const physique = rule('/reglas/fisico/', 'Físico', 'Físico.');
    const jump = rule('/reglas/salto-de-combate/', 'Salto de Combate', 'Salto. Tirada de FIS.');
    const jumpTerms = [
      { ...term('Físico', '/reglas/fisico/'), names: ['Físico', 'FIS'], abbr: ['FIS'] },
      term('Salto de Combate', '/reglas/salto-de-combate/'),
      // «salto» and «combate» in other names weigh less than «físico».
      term('Salto Controlado', '/reglas/salto-controlado/'),
      term('Combate a Distancia', '/reglas/combate-a-distancia/'),
      term('Grupo de Combate', '/reglas/grupo-de-combate/'),
    ];
    expect(order('salto de combate se tira fisico', [physique, jump], jumpTerms)[0]).toBe(
      '/reglas/salto-de-combate/',
    );
  });
  it('un atributo nombrado junto a una regla es su contexto: va después', () => {
    const armor = rule('/reglas/blindaje/', 'Blindaje', 'Blindaje.');
    const ap = rule('/reglas/municion-perforante/', 'Munición Perforante', 'Munición Perforante.');
    const apTerms = [
      term('Blindaje', '/reglas/blindaje/'),
      term('Munición Perforante', '/reglas/municion-perforante/', ['Perforante']),
      term('Munición Normal', '/reglas/municion-normal/'),
    ];
    const rank = (context?: ReadonlyMap<string, number>) => {
      const analysis = analyze('la perforante divide el blindaje a la mitad');
      const named = namedTerms(analysis, apTerms, stem);
      const pages = [armor, ap];
      const byPath = new Map(pages.map((p) => [p.url, p]));
      return rankFirst(pages, named, byPath, analysis, apTerms, stem, 5, context)[0]!.url;
    };
    expect(rank()).toBe('/reglas/blindaje/');
    expect(rank(new Map([['/reglas/blindaje/', 1]]))).toBe('/reglas/municion-perforante/');
    // Alone, the attribute is what is asked.
    const analysis = analyze('blindaje');
    const context = new Map([['/reglas/blindaje/', 1]]);
    const named = namedTerms(analysis, apTerms, stem);
    expect(
      rankFirst(
        [ap, armor],
        named,
        new Map([
          [armor.url, armor],
          [ap.url, ap],
        ]),
        analysis,
        apTerms,
        stem,
        5,
        context,
      )[0]!.url,
    ).toBe('/reglas/blindaje/');
  });
  describe('una clase de reglas (Atributo) nombrada junto a una de ellas: va después', () => {
    const kindTerms = [
      term('Atributo', '/reglas/atributo/', ['Atributos']),
      { ...term('Blindaje', '/reglas/blindaje/'), names: ['Blindaje', 'BLI'], abbr: ['BLI'] },
      { ...term('Físico', '/reglas/fisico/'), names: ['Físico', 'FIS'], abbr: ['FIS'] },
      { ...term('Voluntad', '/reglas/voluntad/'), names: ['Voluntad', 'VOL'], abbr: ['VOL'] },
    ];
    const pages = [
      rule('/reglas/atributo/', 'Atributo', 'Atributo.'),
      rule('/reglas/blindaje/', 'Blindaje', 'Blindaje.'),
      rule('/reglas/fisico/', 'Físico', 'Físico.'),
      rule('/reglas/voluntad/', 'Voluntad', 'Voluntad.'),
    ];
    const attributes = new Map([
      ['/reglas/blindaje/', 1],
      ['/reglas/fisico/', 1],
      ['/reglas/voluntad/', 1],
    ]);
    const first = (query: string, context: ReadonlyMap<string, number>) => {
      const analysis = analyze(query);
      const named = namedTerms(analysis, kindTerms, stem);
      const byPath = new Map(pages.map((p) => [p.url, p]));
      return rankFirst(pages, named, byPath, analysis, kindTerms, stem, 5, context)[0]!.url;
    };
    const withKind = new Map([...attributes, ['/reglas/atributo/', 2]]);
    it.each([
      // Without the kind, the attribute goes after Atributo, which no list holds.
      ['atributo bli', attributes, '/reglas/atributo/'],
      ['atributo bli', withKind, '/reglas/blindaje/'],
      ['el atributo fis del perfil', withKind, '/reglas/fisico/'],
      // Named beside several of its kind, the kind is what is asked.
      ['los atributos fis y vol', withKind, '/reglas/atributo/'],
      ['atributo', withKind, '/reglas/atributo/'],
    ] as const)('«%s»', (query, context, url) => expect(first(query, context)).toBe(url));
  });
  it('una página de término cita las reglas que la nombran: no sube', () => {
    const quoted = { ...impetuous, url: '/reglas/impetuosa/' };
    const stubTerms = [terms[0]!, { ...terms[1]!, url: '/reglas/impetuosa/', termPage: true }];
    expect(
      order('las tropas impetuosas tienen cobertura parcial', [cover, quoted], stubTerms)[0],
    ).toBe('/reglas/cobertura-parcial/');
  });
  it('de un apartado de una página larga cuenta solo su texto', () => {
    const properties = {
      ...rule('/reglas/propiedades/', 'Propiedades', 'Propiedades. Esquivar. Plantilla Directa.'),
      anchors: [{ element: 'h2', id: 'plantilla-directa', text: 'Plantilla Directa', location: 2 }],
    };
    const dodge = rule('/reglas/esquivar/', 'Esquivar', 'Esquivar.');
    const sectionTerms = [
      term('Esquivar', '/reglas/esquivar/'),
      term('Plantilla Directa', '/reglas/propiedades/#plantilla-directa'),
      // Words other names share: Plantilla Directa weighs less than Esquivar.
      term('Plantilla Terminal', '/reglas/plantilla-terminal/'),
      term('Plantilla Circular', '/reglas/plantilla-circular/'),
      term('Arma Directa', '/reglas/arma-directa/'),
    ].map((t) => ({ ...t, parte: 'Reglas' }));
    // Propiedades says «Esquivar», but not in its «Plantilla Directa» section: it does not rise.
    expect(
      order('se puede esquivar una plantilla directa', [properties, dodge], sectionTerms)[0],
    ).toBe('/reglas/esquivar/');
  });
  it('la jerga que lleva a un apartado dice dónde está la respuesta: nada sube sobre ella', () => {
    const withSlang = analyzerWith([
      {
        say: [['proxies', 'torneo']],
        means: ['proxies'],
        url: '/its/reglas/normas-basicas/#proxies',
      },
    ]);
    const its = [
      term('Normas Básicas', '/its/reglas/normas-basicas/'),
      term('Reglas de Torneo', '/its/reglas/reglas-de-torneo/'),
    ];
    const pages = [
      rule(
        '/its/reglas/reglas-de-torneo/',
        'Reglas de Torneo',
        'Reglas de Torneo. Según las Normas Básicas.',
        'ITS',
      ),
      rule('/its/reglas/normas-basicas/', 'Normas Básicas', 'Normas Básicas. Proxies.', 'ITS'),
    ];
    expect(order('se pueden usar proxies en torneo', pages, its, withSlang)[0]).toBe(
      '/its/reglas/normas-basicas/',
    );
  });
  it('un nombre mencionado son sus palabras seguidas, no sueltas por la página', () => {
    const scattered = rule(
      '/reglas/impetuoso/',
      'Impetuoso',
      'Impetuoso. Una tropa sin Cobertura se mueve; la Parcial es otra cosa.',
    );
    expect(
      order('las tropas impetuosas tienen cobertura parcial', [cover, scattered], terms)[0],
    ).toBe('/reglas/cobertura-parcial/');
  });
  it('la jerga que lleva a una página dice dónde está la respuesta: nada sube sobre ella', () => {
    const withSlang = analyzerWith([
      {
        say: [['meter', 'melee']],
        means: ['ataque', 'cc', 'trabado'],
        url: '/reglas/ataque-cc/',
      },
    ]);
    const melee = [
      term('Ataque CC', '/reglas/ataque-cc/'),
      term('Trabado', '/reglas/trabado/'),
      // «ataque» and «cc» in other names: said by them, Ataque CC weighs less than the slang.
      term('Ataque CD', '/reglas/ataque-cd/'),
      term('Ataque Intuitivo', '/reglas/ataque-intuitivo/'),
      term('Combate CC', '/reglas/combate-cc/'),
    ].map((t) => ({ ...t, parte: 'Reglas' }));
    const pages = [
      rule('/reglas/trabado/', 'Trabado', 'Trabado. Tras un Ataque CC la tropa queda así.'),
      rule('/reglas/ataque-cc/', 'Ataque CC', 'Ataque CC. Se declara en contacto.'),
    ];
    expect(order('meter un melee', pages, melee, withSlang)[0]).toBe('/reglas/ataque-cc/');
    // Named by its own words, the page that mentions the other is the narrower rule.
    expect(order('ataque cc trabado', pages, melee)[0]).toBe('/reglas/trabado/');
  });
  it('no entre secciones: una página de la escaramuza lo menciona todo', () => {
    const skirmish = { ...impetuous, filters: { parte: ['Escaramuza'] } };
    expect(
      order('las tropas impetuosas tienen cobertura parcial', [cover, skirmish], terms)[0],
    ).toBe('/reglas/cobertura-parcial/');
  });
});

describe('la escaramuza, un juego aparte', () => {
  const terms = [{ ...term('Saltar', '/reglas/saltar/'), parte: 'Reglas' }];
  const skirmish = {
    ...page('/escaramuza/reglas/', 'Reglas de la escaramuza', ['Caer al saltar']),
    filters: { parte: ['Escaramuza'] },
  };
  const jump = { ...page('/reglas/saltar/', 'Saltar'), filters: { parte: ['Reglas'] } };
  it('a question naming a rule of the main game puts it before the skirmish’s page', () =>
    expect(order('cuanto puedo caer al saltar', [skirmish, jump], terms)[0]).toBe(
      '/reglas/saltar/',
    ));
  it('without a rule of the main game named, the skirmish keeps its place', () =>
    expect(order('caidas al saltar', [skirmish, jump], [])[0]).toBe('/escaramuza/reglas/'));
});

describe('una misión que la consulta no nombra, tras las reglas', () => {
  const mission = {
    ...page('/its/misiones/cubierta-de-ingenieria/', 'Cubierta de Ingeniería', ['Consolas']),
    filters: { parte: ['Misiones'] },
  };
  const climb = { ...page('/reglas/trepar/', 'Trepar'), filters: { parte: ['Reglas'] } };
  const fall = { ...page('/reglas/caer/', 'Caer'), filters: { parte: ['Reglas'] } };
  const terms = [
    { ...term('Trepar', '/reglas/trepar/'), parte: 'Reglas' },
    {
      ...term('Cubierta de Ingeniería', '/its/misiones/cubierta-de-ingenieria/'),
      parte: 'Misiones',
    },
  ];
  it('a question naming a rule and no mission asks about the rules', () =>
    expect(order('trepar por la pared de la consola', [mission, fall, climb], terms)).toEqual([
      '/reglas/trepar/',
      '/reglas/caer/',
      '/its/misiones/cubierta-de-ingenieria/',
    ]));
  it('a mission the question names keeps its weight', () =>
    expect(order('trepar en cubierta de ingenieria', [mission, climb], terms)[0]).toBe(
      '/its/misiones/cubierta-de-ingenieria/',
    ));
  it('without a rule named, the mission keeps its place', () =>
    expect(order('pared de la consola', [mission, climb], terms)[0]).toBe(
      '/its/misiones/cubierta-de-ingenieria/',
    ));
});

describe('a igual peso, la regla antes que su página de término', () => {
  const terms = [
    { ...term('Modificador', '/reglas/modificador/', ['MOD']), termPage: true },
    term('Marcado', '/reglas/marcado/'),
  ];
  const pages = [page('/reglas/modificador/', 'Modificador'), page('/reglas/marcado/', 'Marcado')];
  it('a name met as written on a term page does not pass a rule met in another form', () =>
    expect(order('que modificador tiene una tropa marcada', pages, terms)[0]).toBe(
      '/reglas/marcado/',
    ));
});

describe('la letra de un nivel: «Inmovilizado-A» no es «Inmovilizado»', () => {
  const states = [
    {
      ...term('Inmovilizado', '/reglas/inmovilizado/'),
      names: ['Inmovilizado', 'IMM'],
      abbr: ['IMM'],
    },
    {
      ...term('Inmovilizado-A', '/reglas/inmovilizado-a/'),
      names: ['Inmovilizado-A', 'IMM-A'],
      abbr: ['IMM-A'],
    },
    {
      ...term('Inmovilizado-B', '/reglas/inmovilizado-b/'),
      names: ['Inmovilizado-B', 'IMM-B'],
      abbr: ['IMM-B'],
    },
  ];
  const first = (query: string) => namedTerms(analyze(query), states, stem)[0]?.term.url;
  it.each([
    ['una tropa inmovilizada sigue dando orden', '/reglas/inmovilizado/'],
    ['puedo esquivar si estoy inmovilizado a', '/reglas/inmovilizado-a/'],
    ['inmovilizado a puedo disparar', '/reglas/inmovilizado-a/'],
    ['como salgo del imm-a', '/reglas/inmovilizado-a/'],
    ['imm b', '/reglas/inmovilizado-b/'],
    // «a» before an article is the preposition.
    ['las electromagneticas inmovilizan a un tag', '/reglas/inmovilizado/'],
  ])('«%s» → %s', (query, url) => expect(first(query)).toBe(url));
  it('the word before a lone «a» is read as a possible level; not before a determiner', () => {
    expect(analyze('cuerpo a cuerpo').levelled).toEqual([stem('cuerpo')]);
    expect(analyze('disparar a un enemigo').levelled).toBeUndefined();
    expect(analyze('inmovilizado').levelled).toBeUndefined();
  });
});

describe('«sin» en un nombre: «Sin LDT» no es «LDT»', () => {
  const labels = [
    { ...term('Línea de Tiro', '/reglas/linea-de-tiro/'), names: ['Línea de Tiro', 'LDT'] },
    term('Sin LDT', '/reglas/etiquetas/#sin-ldt'),
    term('Sin Tirada', '/reglas/etiquetas/#sin-tirada'),
  ];
  const named = (query: string) => namedTerms(analyze(query), labels, stem).map((n) => n.term.url);
  it.each([
    ['comprobar ldt', ['/reglas/linea-de-tiro/']],
    ['tirada de ldt', ['/reglas/linea-de-tiro/']],
    ['habilidad sin ldt', ['/reglas/etiquetas/#sin-ldt', '/reglas/linea-de-tiro/']],
    ['sin tirada', ['/reglas/etiquetas/#sin-tirada']],
  ])('«%s» → %j', (query, urls) => expect(named(query)).toEqual(urls));
  it('a query says «sin» though it is filler', () => {
    expect(analyze('disparar sin ldt').negated).toBe(true);
    expect(analyze('disparar con ldt').negated).toBeUndefined();
  });
});
