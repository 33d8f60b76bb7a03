import { readFileSync } from 'node:fs';
import { stemmer } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';
import { createAnalyzer, readerWords } from '../../src/lib/search/analyze.ts';
import { namedTerms } from '../../src/lib/search/name-match.ts';
import { searchStem } from '../../src/lib/search/stem.ts';
import { rulingOf } from '../../src/lib/search/rulings.ts';
import { matchTerms, type SearchTerm } from '../../src/lib/search/term-match.ts';
import { nameTypos } from '../../src/lib/search/term-typos.ts';
import { playerWordsSchema } from '../../src/lib/glossary/player-words.ts';
import {
  dropNoise,
  indexedText,
  injectNames,
  namesToAdd,
  rulingParts,
  skillHeadings,
} from '../../src/integrations/search/index-pages.ts';

const playerWords = playerWordsSchema.parse(
  JSON.parse(
    readFileSync(new URL('../../content/glossary/player-words.json', import.meta.url), 'utf8'),
  ),
);
const stem = searchStem(stemmer);
const analyze = createAnalyzer(readerWords(playerWords), stem);

const term = (
  title: string,
  url: string,
  names: string[] = [],
  extra: Partial<SearchTerm> = {},
) => ({
  title,
  url,
  parte: 'Reglas',
  names: [title, ...names],
  ...extra,
});
const terms: SearchTerm[] = [
  term('Pérdida de Teniente', '/reglas/perdida-de-teniente/', ['Loss of Lieutenant'], {
    termPage: true,
  }),
  term('Teniente', '/reglas/teniente/', ['Lieutenant'], { termPage: true }),
  term('Orden Especial de Teniente', '/reglas/ordenes/#orden-especial-de-teniente'),
  term('Camuflado', '/reglas/camuflado/', ['CAMO'], { termPage: true, abbr: ['CAMO'] }),
  term('Estado', '/reglas/estado/', ['Estados'], { termPage: true }),
  term('Estado Aislado', '/reglas/aislado/'),
  term('Estado Trabado', '/reglas/trabado/'),
  term('Cuerpo a Cuerpo', '/reglas/ataque-cc/', ['CC'], { abbr: ['CC'] }),
  term('Ataque CD contra un Combate CC', '/reglas/ataque-cd-contra-un-combate-cc/', [], {
    termPage: true,
  }),
  term('Ataque CC', '/reglas/ataque-cc/', ['Combate Cuerpo a Cuerpo']),
  term('Cuerpo a Tierra', '/reglas/cuerpo-a-tierra/', ['Prone'], { termPage: true }),
  term('Inconsciente', '/reglas/inconsciente/', ['Unconscious'], { termPage: true }),
  term('Tropa', '/reglas/tropa/', ['Tropas'], { termPage: true }),
  term('Trepar', '/reglas/trepar/', ['Climb']),
  term('Trepar Plus', '/reglas/trepar-plus/', ['Trepar+']),
  term('Orden de Reacción Automática', '/reglas/activacion/#ora', ['ORA'], { abbr: ['ORA'] }),
  term('Tabla Resumen de Órdenes y ORA', '/reglas/tabla-resumen/', [], { termPage: true }),
];
const first = (query: string) => namedTerms(analyze(query), terms, stem)[0]?.term.url;

describe('una consulta como la escribe un jugador', () => {
  it.each([
    // Question filler goes; a verb whose stem changes meets the rules' noun.
    ['que pasa si pierdo el teniente', ['perdida', 'teniente']],
    ['¿Cómo funciona el despliegue oculto?', ['despliegue', 'oculto']],
    ['cuantas ordenes tengo', ['ordenes']],
    ['que significa exactamente eso de tiro especulativo', ['tiro', 'especulativo']],
    ['puedo atacar a un enemigo a cubierto', ['ataque', 'enemigo', 'cobertura']],
    ['duda con las reglas de cobertura', ['cobertura']],
    ['hidden deployment rules', ['hidden', 'deployment']],
    // Table slang is searched in the rules' words.
    ['tropa tumbada', ['tropa', 'cuerpo', 'tierra']],
    ['tirada de armadura', ['tirada', 'salvacion']],
    // `keep`: the rules say «disparar» too, so it is searched as typed.
    ['disparar a un combate', ['disparar', 'combate']],
    // Chat shorthand and a typo of a question word are filler too.
    ['q pasa si mi tropa esta tumbada', ['tropa', 'cuerpo', 'tierra']],
    ['xq no puedo hacer ora', ['ora']],
    ['k es tb el despliegue oculto', ['despliegue', 'oculto']],
    ['como funsiona el despliegue oculto', ['despliegue', 'oculto']],
    ['cuantoz tokens de mando', ['tokens', 'mando']],
    // Slang meets its plural, gender and verb endings.
    ['tropas tumbadas', ['tropas', 'cuerpo', 'tierra']],
    ['en los turnos de los rivales', ['turno', 'reactivo']],
    ['disparando a un combate', ['disparando', 'combate']],
    // A phrase of slang before its words alone («disparar» alone is an Ataque CD).
    ['disparar a ciegas a un camuflado', ['ataque', 'intuitivo', 'camuflado']],
    ['hackear a distancia', ['zona', 'hackeo']],
    // The participle as spoken, «-ao» for «-ado».
    ['ponerse tumbao', ['ponerse', 'cuerpo', 'tierra']],
    ['tropas marcaos', ['tropas', 'marcados']],
    // Conjunctions, pronouns and the forms of «haber» and «estar» say nothing of the rule.
    ['aunque haya cobertura el blindaje cuenta', ['cobertura', 'blindaje', 'cuenta']],
    ['si estoy en zona de control pero ellos no me ven', ['zona', 'control', 'ver']],
  ])('%s → %j', (query, words) => expect(analyze(query).words).toEqual(words));

  it.each([
    // An everyday word that is also an abbreviation is the everyday word in a sentence…
    ['cuanto daño da un critico', ['dano', 'critico']],
    ['el visor ve a traves del humo', ['visor', 'traves', 'humo']],
    // …and the abbreviation when typed in capitals, or alone.
    ['municion DA', ['municion', 'da']],
    ['da', ['da']],
    // …or said as a noun: after an article or a preposition, or first and before «de».
    ['tropas con da', ['tropas', 'da']],
    ['ve de la tirada', ['ve', 'tirada']],
    // «la» before a verb is a pronoun.
    ['una tropa suplantada como la ve el rival', ['tropa', 'suplantada', 'rival']],
  ])('everyday words: %s → %j', (query, words) => expect(analyze(query).words).toEqual(words));

  it('slang with a page names it', () =>
    expect(analyze('como rematar a una tropa inconsciente').urls).toEqual(['/reglas/ataque-cc/']));
});

describe('el nombre que la consulta contiene', () => {
  it.each([
    ['que pasa si pierdo el teniente', '/reglas/perdida-de-teniente/'],
    // «estado» is in many names, «camuflado» in one: the rarer name weighs more.
    ['cuando pierdo el estado camuflado', '/reglas/camuflado/'],
    // «cuerpo a cuerpo» holds the abbreviation CC; «disparar» means an Ataque CD.
    ['puedo disparar a un combate cuerpo a cuerpo', '/reglas/ataque-cd-contra-un-combate-cc/'],
    ['tropa tumbada', '/reglas/cuerpo-a-tierra/'],
    // A slang page ties with «Inconsciente»: a rule page before a term page.
    ['como rematar a una tropa inconsciente', '/reglas/ataque-cc/'],
    // «ora» and «trepar» are each in two terms' names: equal weights, then the term's own
    // title («Trepar», not «Trepar+» of Trepar Plus), then the name said first.
    ['se puede trepar en ora', '/reglas/trepar/'],
  ])('%s → %s', (query, url) => expect(first(query)).toBe(url));

  it('a query without a name names nothing', () =>
    expect(namedTerms(analyze('como se sube por una escalera'), terms, stem)).toEqual([]));
});

describe('una palabra para cualquiera de su clase', () => {
  const models = [
    term('Miniatura', '/reglas/miniatura/', ['Miniature'], { termPage: true }),
    term('Fireteam', '/reglas/fireteam/', [], { termPage: true }),
  ];
  const named = (query: string) => namedTerms(analyze(query), models, stem).map((n) => n.term.url);
  it('«minis» beside other words is searched as «miniatura» and names no rule', () => {
    expect(analyze('cuantas minis maximo en un fireteam').words).toContain('miniatura');
    expect(named('cuantas minis maximo en un fireteam')).toEqual(['/reglas/fireteam/']);
  });
  it('alone, it names its rule', () => expect(named('minis')).toEqual(['/reglas/miniatura/']));
});

describe('una página dentro de otra que la consulta nombra', () => {
  const league = [
    term('ITS Escalation League', '/its/ligas/', ['Escalation League']),
    term('Jornada 1', '/its/ligas/primera-jornada/', ['Primera jornada']),
    term('Jornada 3', '/its/ligas/tercera-jornada/', ['Tercera jornada']),
  ];
  it('the page inside comes first, with the part as its context', () =>
    expect(namedTerms(analyze('jornada 3 escalation league'), league, stem)[0]?.term.url).toBe(
      '/its/ligas/tercera-jornada/',
    ));
  it('an ordinal alone names no round: «primero» is not «Primera jornada»', () => {
    expect(namedTerms(analyze('quien despliega primero'), league, stem)).toEqual([]);
    expect(namedTerms(analyze('primera jornada'), league, stem)[0]?.term.url).toBe(
      '/its/ligas/primera-jornada/',
    );
  });
  it('a part named only by the words of the page inside adds nothing', () => {
    const rule = term('Zona de Visibilidad Nula', '/reglas/visibilidad/#zona-de-visibilidad-nula');
    const alone = namedTerms(analyze('zona de visibilidad nula'), [rule], stem)[0]!;
    const withPart = namedTerms(
      analyze('zona de visibilidad nula'),
      [rule, term('Visibilidad', '/reglas/visibilidad/')],
      stem,
    ).find((n) => n.term === rule)!;
    expect(withPart.weight).toBeLessThan(alone.weight + 0.01);
  });
});

describe('una abreviatura, solo como se escribe', () => {
  const mods = [
    term('Modificador', '/reglas/modificador/', ['MOD'], { abbr: ['MOD'] }),
    term('Modo Extremo', '/its/clasificados/#modo-extremo'),
  ];
  const urls = (query: string) => namedTerms(analyze(query), mods, stem).map((n) => n.term.url);
  it('a word of the same stem is not the abbreviation', () =>
    expect(urls('que es el modo extremo')).toEqual(['/its/clasificados/#modo-extremo']));
  it.each(['mod por cobertura', 'cuantos MODs', 'MOD'])('«%s» names it', (query) =>
    expect(urls(query)).toEqual(['/reglas/modificador/']),
  );
  it('slang that means an abbreviation holds it', () =>
    expect(first('puedo disparar a un combate cuerpo a cuerpo')).toBe(
      '/reglas/ataque-cd-contra-un-combate-cc/',
    ));
});

describe('un nombre dicho por sus propias palabras', () => {
  // «munición» is in three names; «perforante», «doble» and «fuego» each in one.
  const ammo = [
    term('Munición Perforante', '/reglas/municion-perforante/'),
    term('Munición Doble Acción', '/reglas/municion-doble-accion/'),
    term('Munición Fuego', '/reglas/municion-fuego/'),
    term('Fuego de Supresión', '/reglas/fuego-de-supresion/'),
  ];
  const named = (query: string) => namedTerms(analyze(query), ammo, stem);

  it('the rare words of a name name it', () =>
    expect(named('la perforante ignora la cobertura')[0]?.term.url).toBe(
      '/reglas/municion-perforante/',
    ));
  it('a word the name shares with others does not', () =>
    expect(named('que municion llevo')).toEqual([]));
  it('a whole name outweighs the same words said short', () => {
    const [whole, short] = [named('municion perforante')[0]!, named('perforante')[0]!];
    expect(whole.term.url).toBe(short.term.url);
    expect(whole.weight).toBeGreaterThan(short.weight);
  });
  it('a table of the skirmish is not named short: its words are the main game’s', () => {
    const tables = [
      term('Nivel de dado', '/escaramuza/reglas/#nivel-de-dado', [], { parte: 'Escaramuza' }),
      term('Nivel', '/reglas/nivel/'),
      term('Nivel de Hackeo', '/reglas/nivel-de-hackeo/'),
    ];
    const urls = (query: string) => namedTerms(analyze(query), tables, stem).map((n) => n.term.url);
    expect(urls('con cuantos dados disparo')).toEqual([]);
    expect(urls('nivel de dado')).toEqual(['/escaramuza/reglas/#nivel-de-dado', '/reglas/nivel/']);
  });
  it('a word shared by two names names neither when it is their lighter half', () =>
    expect(named('fuego').map((n) => n.term.url)).toEqual([]));
});

describe('matchTerms con erratas', () => {
  const camo = [
    term('Camuflado', '/reglas/camuflado/', ['Camouflaged']),
    term('Camuflaje', '/reglas/camuflaje/', ['Camouflage']),
  ];
  it('the closer name wins among typos', () =>
    expect(matchTerms('camoflage', camo, nameTypos)[0]?.term.url).toBe('/reglas/camuflaje/'));
  it('a number is no typo', () => {
    const states = [
      term('Inmovilizado-A', '/reglas/inmovilizado-a/', ['IMM-A']),
      term('Jornada 1', '/its/ligas/primera-jornada/'),
    ];
    expect(matchTerms('imm-2', states, nameTypos)).toEqual([]);
    expect(matchTerms('jornada 7', states, nameTypos)).toEqual([]);
    expect(matchTerms('jornda 1', states, nameTypos)[0]?.term.url).toBe(
      '/its/ligas/primera-jornada/',
    );
  });
});

describe('la copia que indexa Pagefind', () => {
  it('names equal to the heading are not added again', () =>
    expect(namesToAdd('G: Jumper', ['G: Jumper', 'G-Jumper', 'GJumper', 'Gjumper'])).toEqual([
      'GJumper',
    ]));

  it('a heading with its «#» and share buttons is still its own name: not added after it', () => {
    const heading =
      '<h3 id="critico-energia">Crítico: Energía<span class="anchor-tools"><a href="#critico-energia" data-pagefind-ignore>#</a><span class="share" data-pagefind-ignore="all"><span>Copiar enlace</span></span></span></h3>';
    const page = `<main>${heading}<p>Tirada: d6</p></main>`;
    expect(indexedText(heading)).toBe('Crítico: Energía');
    expect(
      injectNames(page, new Map([['critico-energia', ['Crítico: Energía', 'Energy Critical']]])),
    ).toBe(
      `<main>${heading}<p data-pagefind-weight="8">Energy Critical</p><p>Tirada: d6</p></main>`,
    );
  });

  it('a term page names itself once: its list of names is weighed as names, not repeated after its title', () => {
    const page =
      '<main><h1 data-pagefind-weight="0.1">Voluntad (VOL)</h1><dl class="term-names" data-pagefind-weight="0.1"><dt>Abreviatura</dt><dd>VOL</dd><dt>En inglés</dt><dd lang="en">Willpower, WIP</dd></dl><p>Otra</p></main>';
    expect(injectNames(page, new Map([['', ['VOL', 'Willpower', 'WIP', 'Volutad']]]))).toBe(
      '<main><h1 data-pagefind-weight="0.1">Voluntad (VOL)</h1><p data-pagefind-weight="8">Volutad</p><dl class="term-names" data-pagefind-weight="0.1"><dt>Abreviatura:</dt><dd data-pagefind-weight="8">VOL.</dd><dt>En inglés:</dt><dd lang="en" data-pagefind-weight="8">Willpower, WIP.</dd></dl><p>Otra</p></main>',
    );
    // An anchor's names are added after its heading, whatever the page lists.
    const section =
      '<main><dl class="term-names"><dt>Abreviatura</dt><dd>ZC</dd></dl><h2 id="zc">Zona</h2></main>';
    expect(injectNames(section, new Map([['zc', ['ZC']]]))).toContain(
      '<h2 id="zc">Zona</h2><p data-pagefind-weight="8">ZC</p>',
    );
  });

  it('a missing image and a repeated edition label are left out', () => {
    const html =
      '<p class="edition-note">Regla exclusiva de N4</p><div class="version"><p class="version__label"><span>N4</span></p></div><figure class="image-placeholder"><figcaption>Imagen no disponible</figcaption></figure>';
    expect(dropNoise(html)).toBe(
      '<p class="edition-note">Regla exclusiva de N4</p><div class="version"><p class="version__label" data-pagefind-ignore><span>N4</span></p></div><figure class="image-placeholder" data-pagefind-ignore="all"><figcaption>Imagen no disponible</figcaption></figure>',
    );
    // Without an edition note, the labels tell the versions apart: kept.
    expect(dropNoise('<p class="version__label"><span>N4</span></p>')).toBe(
      '<p class="version__label"><span>N4</span></p>',
    );
  });

  it('a mission skill becomes a heading with its id', () =>
    expect(
      skillHeadings(
        '<div class="mission-skill" id="conectar-antenas" data-x><div class="skillbox skillbox--black"><span class="skillbox__name">Conectar Antenas</span>',
      ),
    ).toBe(
      '<div class="mission-skill" data-x><div class="skillbox skillbox--black"><h4 id="conectar-antenas" class="skillbox__name">Conectar Antenas</h4>',
    ));

  it('a ruling: question, edition, answer, related, each with an id', () => {
    const box =
      '<section class="faqbox faqbox--faq" data-faq="faq-x" aria-labelledby="faq-x"><p class="faqbox__header"><span class="faqbox__kind">FAQ</span> <span class="faqbox__title">N4 FAQ<span class="faqbox__version"> · 1.0, enero 2021</span></span><a class="anchor-link" href="#faq-x">#</a></p><div class="faqbox__question"><h3 id="faq-x">¿Se puede?</h3></div><div class="faqbox__answer"><p>Sí.</p></div><div class="faqbox__related">Relacionado</div></section>';
    expect(rulingParts(box)).toBe(
      '<section class="faqbox faqbox--faq" data-faq="faq-x" aria-labelledby="faq-x"><div class="faqbox__question"><h3 id="faq-x">¿Se puede?</h3></div><p id="faq-x--edicion">N4 FAQ · 1.0, enero 2021</p><div class="faqbox__answer" id="faq-x--respuesta"><p>Sí.</p></div><div class="faqbox__related" id="faq-x--relacionado">Relacionado</div></section>',
    );
  });
});

describe('la respuesta de una FAQ en el resultado', () => {
  // The fragment Pagefind wrote for the ruling above: ids with the word they start at.
  const page = {
    url: '/reglas/x/',
    excerpt: '',
    content: 'Berserk. ¿Se puede? N4 FAQ · 1.0, enero 2021. Sí. Se puede. Relacionado: Berserk.',
    meta: {},
    filters: {},
    sub_results: [],
    anchors: [
      { element: 'h3', id: 'faq-x', text: '¿Se puede?', location: 1 },
      { element: 'p', id: 'faq-x--edicion', text: 'N4 FAQ · 1.0, enero 2021', location: 3 },
      { element: 'div', id: 'faq-x--respuesta', text: '', location: 9 },
      { element: 'div', id: 'faq-x--relacionado', text: 'Relacionado: Berserk', location: 12 },
    ],
  };
  it('reads the answer up to the next id, with edition and version', () =>
    expect(rulingOf(page, 'faq-x')).toEqual({
      answer: 'Sí. Se puede.',
      edition: 'N4 FAQ · 1.0, enero 2021',
    }));
  it('a long answer is cut at a word', () =>
    expect(rulingOf(page, 'faq-x', 8)?.answer).toBe('Sí. Se…'));
  it('no ruling without its ids', () => expect(rulingOf(page, 'faq-y')).toBeUndefined());
});

describe('el peso de una palabra de los nombres', () => {
  it('cuenta las páginas que la nombran, no los términos: una página de tablas es una', () => {
    const tables = [
      term('Crítico', '/reglas/critico/'),
      term('Crítico: Corte', '/escaramuza/tablas/#critico-corte'),
      term('Crítico: Energía', '/escaramuza/tablas/#critico-energia'),
      term('Crítico: Sónico', '/escaramuza/tablas/#critico-sonico'),
    ];
    const [critico] = namedTerms(analyze('critico'), tables, stem);
    expect(critico?.term.url).toBe('/reglas/critico/');
    expect(critico?.weight).toBe(1 / 2);
  });
});
