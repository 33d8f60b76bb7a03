/**
 * The reviewed table words (content/glossary/player-words.json) lead where their why says: each
 * phrase read by the query reader gives the rules' words, and the page the site's glossary names
 * for them comes first among the names the query holds.
 */
import { readFileSync } from 'node:fs';
import { stemmer } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';
import { createAnalyzer, readerWords } from '../../src/lib/search/analyze.ts';
import { fold, phraseKey } from '../../src/lib/search/fold.ts';
import { namedTerms } from '../../src/lib/search/name-match.ts';
import type { SearchTerm } from '../../src/lib/search/term-match.ts';
import { playerWordsSchema } from '../../src/lib/glossary/player-words.ts';
import { glossarySchema } from '../../src/lib/glossary/schema.ts';

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../content/glossary/${file}`, import.meta.url), 'utf8'));
const playerWords = playerWordsSchema.parse(readJson('player-words.json'));
const glossary = glossarySchema.parse(readJson('glossary.json'));
const stem = (word: string) => fold(stemmer(fold(word)));
const analyze = createAnalyzer(readerWords(playerWords), stem);

/** The curated glossary's terms with a page, every name of each, as the search box gets them. */
const terms: SearchTerm[] = glossary.terms.flatMap((term) =>
  term.url
    ? [
        {
          title: term.title,
          url: term.url,
          parte: 'Reglas',
          names: [term.title, ...(term.abbr ?? []), ...(term.en ?? []), ...(term.aliases ?? [])],
          abbr: term.abbr ?? [],
        },
      ]
    : [],
);
const first = (query: string) => namedTerms(analyze(query), terms, stem)[0];

describe('la jerga de la mesa, leída', () => {
  it.each([
    // States.
    ['mi tropa esta ko', ['tropa', 'inconsciente']],
    ['se queda uncon', ['queda', 'inconsciente']],
    ['si me matan el teniente', ['perdida', 'teniente']],
    ['que pasa si muere el teniente', ['perdida', 'teniente']],
    // `keep`: the rules say «matar», «curar», «reparar», «rango» too: searched as typed.
    ['matar a un camuflado', ['matar', 'camuflado']],
    ['curar a un inconsciente', ['curar', 'inconsciente']],
    ['reparar un tag', ['reparar', 'tag']],
    ['rango del arma', ['rango', 'arma']],
    ['tirada de armadura', ['tirada', 'salvacion']],
    ['baraja de clasificados', ['baraja', 'clasificados']],
    // Shooting, orders, rolls, equipment.
    ['ponerse en fuego supresivo', ['ponerse', 'fuego', 'supresion']],
    ['correr hasta el objetivo', ['mover', 'objetivo']],
    ['poner una mina', ['situar', 'posicionable']],
    ['armas de un solo uso', ['armas', 'desechable']],
    ['reanimar al teniente', ['medico', 'teniente']],
    ['cuantas vidas tiene un tag', ['heridas', 'tag']],
    ['ordenes de la pool', ['ordenes', 'reserva']],
    ['penalizador por distancia', ['modificador', 'distancia']],
    ['los stats del perfil', ['atributo', 'perfil']],
    ['coherencia del fireteam', ['fireteam']],
    ['dar el tiro de gracia', ['dar', 'coup', 'grace']],
    ['usar la orden del teniente', ['usar', 'orden', 'especial', 'teniente']],
    ['line of sight', ['linea', 'tiro']],
    // Verb forms the stemmer does not join.
    ['infiltrar un hacker', ['infiltracion', 'hacker']],
    ['minis sin pintar', ['miniatura', 'pintura']],
    ['cuando huye un hostil', ['huida', 'hostil']],
    // ITS and reinforcements: headings with no name of their own.
    ['es por sistema suizo', ['emparejamientos']],
    ['lo decide el orga', ['decide', 'organizador', 'evento']],
    ['llamar al juez', ['llamar', 'arbitro', 'evento']],
    ['fair play en torneo', ['deportividad', 'torneo']],
    ['puedo usar conversiones', ['usar', 'transformaciones']],
    ['pedir refuerzos', ['solicitar', 'refuerzos']],
  ])('%s → %j', (query, words) => expect(analyze(query).words).toEqual(words));
  it('the skirmish alone is read without the slang: its pages have their own words', () => {
    expect(analyze('tirada de armadura', { slang: false }).words).toEqual(['tirada', 'armadura']);
    expect(analyze('tirada de armadura', { slang: false }).urls).toEqual([]);
  });
});

describe('la jerga de la mesa lleva a su página', () => {
  it.each([
    ['mi tropa esta ko', '/reglas/inconsciente/'],
    ['noqueado', '/reglas/inconsciente/'],
    ['si me matan el teniente', '/reglas/perdida-de-teniente/'],
    ['matar a una tropa', '/reglas/muerto/'],
    ['fuego supresivo', '/reglas/propiedades/#fuego-de-supresion-fs'],
    ['alcance del arma', '/reglas/distancia/'],
    ['cuanto puedo correr', '/reglas/mover/'],
    ['poner una mina', '/reglas/situar-posicionable/'],
    ['armas de un solo uso', '/reglas/propiedades/#desechable'],
    ['las minis', '/reglas/miniatura/'],
    ['curar a una tropa', '/reglas/medico/'],
    ['reanimar a una tropa', '/reglas/medico/'],
    ['reparar un tag', '/reglas/ingeniero/'],
    ['cuantas vidas', '/reglas/heridas/'],
    ['la pool', '/reglas/ordenes-y-reserva-de-ordenes/'],
    ['penalizador', '/reglas/modificador/'],
    ['stats', '/reglas/atributo/'],
    ['orden de teniente', '/reglas/ordenes-y-reserva-de-ordenes/#orden-especial-de-teniente'],
    ['la baraja', '/its/reglas/objetivos-clasificados/#mazo-clasificado'],
    ['line of sight', '/reglas/linea-de-tiro/'],
    ['coherencia', '/reglas/fireteam/'],
    ['tiro de gracia', '/reglas/ataque-cc/'],
    ['torneo a suizo', '/its/reglas/reglas-de-torneo/#emparejamientos'],
    ['infiltrar', '/reglas/infiltracion/'],
    ['huir', '/escaramuza/reglas/#moral'],
    ['dejar tieso a uno', '/reglas/muerto/'],
  ])('%s → %s', (query, url) => expect(first(query)?.term.url).toBe(url));

  it.each([
    ['lo decide el orga', '/its/reglas/normas-basicas/#el-organizador-del-evento'],
    ['llamar al juez', '/its/reglas/normas-basicas/#el-arbitro-del-evento'],
    ['juego limpio', '/its/reglas/normas-basicas/#deportividad'],
    ['conversiones', '/its/reglas/normas-basicas/#transformaciones'],
    ['pedir refuerzos', '/reglas/refuerzos/#solicitar-refuerzos'],
    // «minis» names Miniatura; the heading of the slang is what is asked.
    ['minis sin pintar', '/its/reglas/normas-basicas/#pintura'],
  ])('%s names the heading %s, on the page it puts first', (query, url) => {
    expect(analyze(query).urls).toEqual([url]);
    expect(first(query)?.term.url.split('#')[0]).toBe(url.split('#')[0]);
  });
});

describe('una situación lleva a la regla que la responde', () => {
  const order = '/reglas/activacion-de-una-tropa/';
  const movement = '/reglas/condiciones-generales-de-movimiento/';
  const tokens = '/reglas/tokens-de-mando/';
  const templates = '/reglas/armas-y-equipo-de-plantilla/';
  const its = '/its/reglas/';
  it.each([
    // Orders: what one Order holds, ORA, simultaneity, the sequence.
    ['puedo mover despues de disparar', `${order}#composicion-de-una-orden`],
    ['se pueden hacer dos habilidades cortas', `${order}#composicion-de-una-orden`],
    ['puedo reaccionar a una ORA', `${order}#ora-orden-de-reaccion-automatica`],
    ['ora sin linea de tiro', `${order}#ora-orden-de-reaccion-automatica`],
    ['quien dispara primero', `${order}#todo-ocurre-a-la-vez`],
    ['cuando se pierde la ora', `${order}#secuencia-de-gasto-de-una-orden`],
    ['usar ordenes de otro grupo', '/reglas/ordenes-y-reserva-de-ordenes/#reserva-de-ordenes'],
    // Command Tokens.
    ['quitar ordenes al rival', `${tokens}#tokens-de-mando-uso-estrategico`],
    ['cambiar una tropa de grupo', `${tokens}#tokens-de-mando-uso-ejecutivo`],
    // Any word for a model says it inside a phrase of two other words.
    ['cambiar una mini de grupo', `${tokens}#tokens-de-mando-uso-ejecutivo`],
    ['pasar una miniatura a otro grupo', `${tokens}#tokens-de-mando-uso-ejecutivo`],
    ['puedo repetir una tirada', `${tokens}#tokens-de-mando-uso-tactico`],
    ['pasar una irregular a regular', `${tokens}#tokens-de-mando-uso-tactico`],
    // Movement.
    ['puedo atravesar a mis propias tropas', movement],
    ['que pasa si cae al vacio', movement],
    ['bajar del tag', movement],
    ['encaramiento al final del movimiento', movement],
    ['subir escaleras', `${movement}#mover-escaleras-de-mano-y-escaleras`],
    ['saltar un muro bajo', `${movement}#mover-y-obstaculos`],
    ['asomarse por una esquina', `${movement}#ejemplo`],
    ['puedo disparar trepando', '/reglas/trepar/'],
    ['tengo cobertura trepando', '/reglas/trepar/'],
    // Dodge, templates, hacking, visibility.
    ['se puede esquivar un hackeo', '/reglas/reset/'],
    ['fuego amigo con plantillas', `${templates}#armas-de-plantilla-y-tropas-aliadas-y-neutrales`],
    [
      'plantilla detras de un muro',
      `${templates}#armas-de-plantilla-elementos-de-escenografia-y-cobertura-total`,
    ],
    ['hackear sin ver al enemigo', '/reglas/zona-de-hackeo/'],
    ['puedo disparar estando trabado', '/reglas/trabado/#efectos'],
    ['disparar en la oscuridad', '/reglas/condiciones-de-visibilidad/'],
    // Deployment and the Lieutenant.
    ['desplegar en campo enemigo', '/reglas/infiltracion/'],
    ['dejar una tropa en reserva', `${tokens}#tokens-de-mando-uso-estrategico`],
    ['mi teniente esta inconsciente', '/reglas/perdida-de-teniente/'],
    ['nombrar un nuevo teniente', '/reglas/perdida-de-teniente/'],
    // ITS.
    ['proxies en torneo', `${its}normas-basicas/#proxies`],
    ['minis impresas en 3d', `${its}normas-basicas/#miniaturas`],
    ['como marcar la ldt en la peana', `${its}normas-basicas/#linea-de-tiro-ldt`],
    ['puedo cambiar de lista', `${its}reglas-de-torneo/#eleccion-de-la-lista-de-ejercito`],
    [
      'cuantos puntos da una partida empatada',
      `${its}reglas-de-torneo/#clasificacion-durante-el-torneo`,
    ],
    ['cuanto dura una partida', `${its}normas-basicas/#responsabilidades-del-organizador`],
    ['puedo cumplir un clasificado dos veces', `${its}objetivos-clasificados/#introduccion`],
    [
      'cuando se eligen los clasificados',
      `${its}objetivos-clasificados/#seleccion-de-objetivos-clasificados`,
    ],
    ['puedo meter tiros al melee', '/reglas/ataque-cd-contra-un-combate-cc/'],
  ])('%s → %s', (query, url) => {
    expect(analyze(query).urls).toEqual([url]);
    expect(first(query)?.term.url.split('#')[0]).toBe(url.split('#')[0]);
  });

  it.each([
    // A word said alone that is also another rule stays what it was.
    // The bodies of a G: Jumper are its «Proxies» too: no page is named for the word alone.
    ['proxies', undefined],
    // «caer» is «caída» only by a player's form, which names no name said short.
    ['caer', undefined],
    ['ora', '/reglas/activacion-de-una-tropa/#ora-orden-de-reaccion-automatica'],
    // Every rule used in ORA says «declarar ORA»; «marcar» is the stem of Marcado.
    ['declarar ora de esquivar', '/reglas/esquivar/'],
    ['estado marcado sin ldt', '/reglas/marcado/'],
    ['orden regular', '/reglas/ordenes-y-reserva-de-ordenes/#orden-regular'],
  ])('%s names no situation before its own rule', (query, url) => {
    expect(analyze(query).urls).toEqual([]);
    expect(first(query)?.term.url).toBe(url);
  });

  it("a player's form alone says no name short: «se pierde» is not «Pérdida de Teniente»", () => {
    const query = 'al desmontar se pierde el despliegue oculto';
    expect(analyze(query).formed).toEqual([stem('perdida')]);
    const named = namedTerms(analyze(query), terms, stem).map((found) => found.term.url);
    expect(named[0]).toBe('/reglas/despliegue-oculto/');
    expect(named).not.toContain('/reglas/perdida-de-teniente/');
    // Said whole, the name is still held.
    expect(first('se pierde el teniente')?.term.url).toBe('/reglas/perdida-de-teniente/');
  });

  it.each([
    ['mi tropa sigue aislada, como salgo de eso', 'cancelacion'],
    ['cuando se pierde el suplantado', 'cancelacion'],
    ['que necesita un hacker', 'requisitos'],
  ])('«%s» asks for the section «%s», and finds its pages as before', (query, heading) => {
    expect(analyze(query).headings).toEqual([stem(heading)]);
    expect(analyze(query).words).not.toContain(heading);
  });

  it('a word for any model stands for another only beside two other words', () => {
    expect(analyze('activando la mini').urls).toEqual([]);
    expect(analyze('tropas marcadas').urls).toEqual([]);
  });

  it('slang searched as typed is listed as `kept`, so no typo fix takes it', () =>
    expect(analyze('la plantilla le da a mis propias minis').kept).toEqual([
      'plantilla',
      'propias',
      'minis',
    ]));

  it('an abbreviation keeps its level: «imm estado» names IMM, not IMM-A', () => {
    const named = namedTerms(analyze('imm estado'), terms, stem).map((found) => found.term.url);
    expect(named[0]).toBe('/reglas/inmovilizado/');
    expect(named).not.toContain('/reglas/inmovilizado-a/');
  });

  it('«fuego amigo» is searched as typed too: a fumble of the skirmish has that name', () => {
    expect(analyze('fuego amigo').words).toEqual(['fuego', 'amigo']);
    expect(first('pifia fuego amigo')?.term.url).toBe('/escaramuza/tablas/#pifias');
  });
});

describe('la lista revisada', () => {
  const names = new Set(terms.flatMap((term) => term.names.map(phraseKey)));
  // A name, or names one after another («turno reactivo ora»).
  const namesOnly = (key: string): boolean => {
    const words = key.split(' ');
    return words.some(
      (_, i) =>
        names.has(words.slice(0, i + 1).join(' ')) &&
        (i === words.length - 1 || namesOnly(words.slice(i + 1).join(' '))),
    );
  };
  it('slang without a page means names of the glossary, or it would name nothing', () =>
    expect(
      playerWords.slang.filter((e) => !e.url && !namesOnly(phraseKey(e.means))).map((e) => e.means),
    ).toEqual([]));
  it('names one after another are read as names', () => {
    expect(namesOnly('turno reactivo ora')).toBe(true);
    expect(namesOnly('turno reactivo ora mesa')).toBe(false);
  });
  it('slang with a page leads to a page the glossary names, or its page would be lost', () => {
    const pages = new Set(terms.map((term) => term.url.split('#')[0]));
    expect(
      playerWords.slang.filter((e) => e.url && !pages.has(e.url.split('#')[0])).map((e) => e.url),
    ).toEqual([]);
  });
  it('no said word is said twice, so one entry decides what it means', () => {
    const said = playerWords.slang.flatMap((e) => e.say.map((say) => phraseKey(say)));
    expect(said.filter((say, i) => said.indexOf(say) !== i)).toEqual([]);
  });
  it('no two entries read alike once the filler is dropped: the first would hide the other', () => {
    // «disparo de más» reads «disparo», which «disparar» already says: it would never be met.
    const read = readerWords(playerWords).slang.flatMap((entry, i) =>
      entry.say.map((words) => ({ key: words.join(' '), entry: i })),
    );
    const first = new Map<string, number>();
    for (const { key, entry } of read) if (!first.has(key)) first.set(key, entry);
    expect(read.filter(({ key, entry }) => first.get(key) !== entry).map(({ key }) => key)).toEqual(
      [],
    );
  });
  it('no form is listed under two words, so one entry decides which rule word it is', () => {
    const forms = playerWords.forms.flatMap((e) => e.forms.map((form) => phraseKey(form)));
    expect(forms.filter((form, i) => forms.indexOf(form) !== i)).toEqual([]);
  });
});
