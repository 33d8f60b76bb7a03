import { stemmer } from '@orama/stemmers/spanish';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagePath } from '../../src/lib/search/page-path.ts';
import { createAnalyzer } from '../../src/lib/search/analyze.ts';
import {
  ASKED_PAGES,
  askedBefore,
  askedIndex,
  askedLikely,
  askedOrder,
  askedStems,
  type Asked,
} from '../../src/lib/search/asked-before.ts';
import { reader } from '../../src/client/search/reader.ts';
import { runSearch, type QueryReader } from '../../src/lib/search/engine.ts';
import { titledWhole } from '../../src/lib/search/name-match.ts';
import { fakePagefind } from './fake-pagefind.ts';
import { asked } from '../../src/client/search/asked-questions.ts';
import { isTuningSet, setsNamed } from '../../src/lib/search/query-sets.ts';
import playerQueries from '../../content/search/player-queries.json';
import { playerQueriesSchema } from '../../src/lib/search/player-queries.ts';
import { searchStem } from '../../src/lib/search/stem.ts';

const stem = searchStem(stemmer);
const analyze = createAnalyzer(
  { forms: {}, slang: [], everyday: [], sections: [], context: [] },
  stem,
);
const stemsOf = (query: string) => askedStems(analyze(query), stem);
const index = askedIndex(
  [
    {
      q: 'me disparan por la espalda sin ver al tirador',
      expect: '/reglas/sexto-sentido/',
      set: 'tune',
    },
    { q: 'puedo esquivar un disparo', expect: '/reglas/esquivar/', set: 'tune3' },
    { q: 'esquivar una plantilla', expect: '/reglas/esquivar/', set: 'fresh' },
    { q: 'cuanto mueve una tropa', expect: '/reglas/mover/', set: 'tune2' },
    { q: 'la tropa dispara a una tropa', expect: '/reglas/combate-a-distancia/', set: 'tune' },
    { q: 'zeppelin escondido en la espalda', expect: '/reglas/otra/', set: 'heldout4' },
  ],
  analyze,
  stem,
);

describe('preguntas hechas antes: el índice', () => {
  it('ASKED_OUT names whole sets, and no pattern names none', () => {
    const out = setsNamed('tune15|tune16');
    expect(['tune15', 'tune16', 'tune1', 'tune', 'tune150'].map(out)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(setsNamed(undefined)('tune')).toBe(false);
    expect(setsNamed('')('tune')).toBe(false);
  });
  it('holds the tuning sets only: no held-out question, nor its words', () => {
    expect(index.questions.flat()).toHaveLength(5);
    expect(index.targets).not.toContain('/reglas/otra/');
    expect(index.stems).not.toContain(stem('zeppelin'));
  });
  it('keeps each page and each stem once', () => {
    expect(index.targets.filter((t) => t === '/reglas/esquivar/')).toHaveLength(1);
    expect(new Set(index.stems).size).toBe(index.stems.length);
  });
  it('the site’s index is the tuning sets of the player queries, every one of them read', () => {
    const tuning = playerQueriesSchema
      .parse(playerQueries)
      .queries.filter((query) => isTuningSet(query.set));
    const questions = asked.questions.flat();
    expect(questions.length).toBeGreaterThan(0.95 * tuning.length);
    expect(questions.length).toBeLessThanOrEqual(tuning.length);
    // Every target has its questions, in the targets' order.
    expect(asked.questions).toHaveLength(asked.targets.length);
    for (const [target, own] of asked.questions.entries()) {
      expect(asked.targets[target]).toMatch(/^\//);
      expect(own.length).toBeGreaterThan(0);
    }
    for (const own of questions) for (const s of own) expect(asked.stems[s]).toBeTruthy();
  });
});

describe('preguntas hechas antes: la más cercana', () => {
  it('a question that shares the rare words asks for its page', () =>
    expect(askedBefore(index, stemsOf('disparo por la espalda y no veo al tirador'))[0]).toEqual({
      url: '/reglas/sexto-sentido/',
      near: expect.any(Number),
    }));
  it('the nearest first, each page at its nearest question', () => {
    const found = askedBefore(index, stemsOf('esquivar una plantilla de un disparo'), 0);
    expect(found.map((a) => a.url)[0]).toBe('/reglas/esquivar/');
    expect(found.filter((a) => a.url === '/reglas/esquivar/')).toHaveLength(1);
    const nears = found.map((a) => a.near);
    expect(nears).toEqual([...nears].sort((a, b) => b - a));
  });
  it('a word many questions share is not enough', () =>
    expect(askedBefore(index, stemsOf('tropa con granadas, humo, visores y minas'))).toEqual([]));
  it('one word asks no question', () => expect(askedBefore(index, stemsOf('espalda'))).toEqual([]));
  it('a name’s questions (two stems) choose its page, a question’s its heading', () => {
    const headings = askedIndex(
      [
        { q: 'tech coffins medico', expect: '/its/misiones/suministros/#bono', set: 'tune' },
        { q: 'tech coffins puntos', expect: '/its/misiones/suministros/#puntos', set: 'tune2' },
      ],
      analyze,
      stem,
    );
    expect(askedBefore(headings, stemsOf('tech coffins'))).toEqual([
      { url: '/its/misiones/suministros/', near: expect.any(Number) },
    ]);
    expect(askedBefore(headings, stemsOf('tech coffins medico'))[0]?.url).toBe(
      '/its/misiones/suministros/#bono',
    );
  });
  it('nearness is between 0 and 1, and 1 for the same words', () => {
    const [same] = askedBefore(index, stemsOf('puedo esquivar un disparo'));
    expect(same?.near).toBeCloseTo(1, 10);
  });
});

describe('preguntas hechas antes: lo probable que hacen las palabras', () => {
  it('a page whose questions say the query’s words is likelier than one whose questions do not', () => {
    const likely = askedLikely(index, stemsOf('esquivar una plantilla de granada'));
    expect(likely('/reglas/esquivar/')).toBeGreaterThan(0);
    expect(likely('/reglas/mover/')).toBeLessThan(0);
  });
  it('a page no question asked for, and words no question says, count for nothing', () => {
    expect(askedLikely(index, stemsOf('esquivar una plantilla'))('/reglas/nada/')).toBe(0);
    expect(askedLikely(index, stemsOf('zeppelin granate'))('/reglas/esquivar/')).toBe(0);
  });
  it('every question of a page counts, not only the nearest', () => {
    const likely = askedLikely(index, stemsOf('disparo una plantilla'));
    expect(likely('/reglas/esquivar/')).toBeGreaterThan(likely('/reglas/sexto-sentido/'));
  });
});

describe('preguntas hechas antes: el orden de las primeras páginas', () => {
  const pages = ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/', '/g/'];
  const order = (asked: Asked[], said = 4, titled = false, found = pages) =>
    askedOrder(found, (page) => page, asked, asked[0] && pagePath(asked[0].url), {
      said,
      titled,
    });
  const question = { said: 4, titled: false };

  it('without a question asked before, the search’s own order', () =>
    expect(order([])).toEqual(pages));
  it.each([
    // [place of the nearest question's page, nearness, where it goes]
    [2, 0.65, 0],
    [1, 0.3, 0],
    [4, 0.7, 0],
    [5, 0.6, 0],
    [5, 0.3, 1],
  ])('a question: its page, %i in the search’s order, %f near, goes to %i', (at, near, to) =>
    expect(order([{ url: pages[at]!, near }]).indexOf(pages[at]!)).toBe(to),
  );
  it('a page the search did not find comes in among the first', () => {
    const found = order([{ url: '/z/#efectos', near: 0.3 }], 4, false, pages);
    expect(found).toHaveLength(pages.length + 1);
    expect(found.indexOf('/z/')).toBeLessThan(3);
  });
  it('the first page stays first when a question about as near asked for it', () =>
    expect(
      order([
        { url: '/c/', near: 0.35 },
        { url: '/a/', near: 0.3 },
      ])[0],
    ).toBe('/a/'));
  it('a page whose questions say the query’s words more often moves up', () => {
    const asked = [{ url: '/d/', near: 0.5 }];
    const likely = (page: string) => (page === '/c/' ? 4 : 0);
    const plain = askedOrder(pages, (page) => page, asked, '/d/', question);
    const pooled = askedOrder(pages, (page) => page, asked, '/d/', question, likely);
    expect(pooled.indexOf('/c/')).toBeLessThan(plain.indexOf('/c/'));
    expect(pooled[0]).toBe('/c/');
  });
  it('the first page stays first against a question that is not near', () =>
    expect(order([{ url: '/c/', near: 0.05 }])[0]).toBe('/a/'));
  it('a page a further question asked for moves up too', () => {
    const moved = order([
      { url: '/d/', near: 0.6 },
      { url: '/b/', near: 0.55 },
    ]);
    expect(moved.slice(0, 3)).toEqual(['/d/', '/b/', '/a/']);
  });
  it('pages beyond the first ones keep their order', () =>
    expect(order([{ url: '/b/', near: 0.9 }]).slice(ASKED_PAGES)).toEqual(
      pages.slice(ASKED_PAGES),
    ));
  it('a first page whose title holds the whole query stays first', () =>
    expect(order([{ url: '/c/', near: 1 }], 4, true)[0]).toBe('/a/'));
  it('a name (two stems): the page comes third when the search had it lower, nothing else moves', () => {
    expect(order([{ url: '/f/', near: 1 }], 2)).toEqual([
      '/a/',
      '/b/',
      '/f/',
      '/c/',
      '/d/',
      '/e/',
      '/g/',
    ]);
    expect(order([{ url: '/b/', near: 1 }], 2)).toEqual(pages);
    expect(order([{ url: '/z/', near: 0.3 }], 2)[2]).toBe('/z/');
  });
  it('each page once, whatever the nearness (property)', () =>
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            url: fc.constantFrom(...pages, '/z/'),
            near: fc.double({ min: 0.3, max: 1, noNaN: true }),
          }),
          { maxLength: 5 },
        ),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (asked, said, titled) => {
          const sorted = [...asked].sort((a, b) => b.near - a.near);
          const found = askedOrder(pages, (page) => page, sorted, sorted[0]?.url, {
            ...question,
            said,
            titled,
          });
          expect(new Set(found).size).toBe(found.length);
          expect(found.filter((page) => page !== '/z/')).toEqual(expect.arrayContaining(pages));
          if (titled) expect(found[0]).toBe('/a/');
        },
      ),
    ));
  it('a title holds the whole query: the page’s own, or a section’s', () => {
    const page = (title: string, sections: string[]) => ({
      url: '/reglas/poseido/',
      excerpt: '',
      meta: { title },
      filters: {},
      sub_results: sections.map((s) => ({ title: s, url: '/reglas/poseido/#x', excerpt: '' })),
    });
    const analysis = analyze('sistema de escape poseído');
    expect(
      titledWhole(
        page('Poseído', ['¿Cómo funciona Poseído con el Sistema de Escape?']),
        analysis,
        stem,
      ),
    ).toBe(true);
    expect(titledWhole(page('Sistema de Escape', ['Efectos']), analysis, stem)).toBe(false);
    // A verb form in the title meets the query's reading of it, with the reader's analyzer.
    const moved = reader.analyze('tropa se mueve al espacio del posicionable');
    const ruling = page('Situar Posicionable', [
      'Al declarar Situar Posicionable, ¿Qué sucede si una Tropa se mueve al espacio declarado?',
    ]);
    expect(titledWhole(ruling, moved, reader.stem)).toBe(false);
    expect(titledWhole(ruling, moved, reader.stem, reader.analyze)).toBe(true);
  });
});

describe('runSearch: la página de una pregunta cercana, entre las primeras', () => {
  const pages: Record<string, string> = {
    '/reglas/a/': 'disparo espalda tirador uno',
    '/reglas/b/': 'disparo espalda tirador dos',
    '/reglas/c/': 'disparo espalda tirador tres',
    '/reglas/d/': 'disparo espalda tirador cuatro',
    '/reglas/sexto-sentido/': 'reaccionar sin ver',
  };
  const pagefind = fakePagefind(pages, { '/reglas/sexto-sentido/': 'Sexto Sentido' });
  const terms = [
    {
      title: 'Sexto Sentido',
      url: '/reglas/sexto-sentido/',
      parte: 'Reglas',
      names: ['Sexto Sentido'],
    },
    // Pages the search finds, each a term, so that a question may ask for one of them.
    ...['a', 'b', 'c', 'd'].map((page) => ({
      title: `Regla ${page.toUpperCase()}`,
      url: `/reglas/${page}/`,
      parte: 'Reglas',
      names: [`Regla ${page.toUpperCase()}`],
    })),
  ];
  const withAsked = (near: Asked[]) => ({
    pagefind,
    terms,
    loadReader: async () => ({ ...reader, askedBefore: () => near }),
  });
  const urls = async (near: Asked[]) =>
    (await runSearch('disparo espalda tirador', withAsked(near)))!.hits.map((hit) => hit.url);

  it('a page the search did not find comes among the first three', async () =>
    expect((await urls([{ url: '/reglas/sexto-sentido/', near: 0.6 }])).slice(0, 3)).toContain(
      '/reglas/sexto-sentido/',
    ));
  it('a page already first keeps its place', async () =>
    expect(await urls([{ url: '/reglas/a/', near: 0.6 }])).toEqual(await urls([])));
  it('a page among the first three goes first when its question is nearer than the first page’s', async () => {
    const own = await urls([]);
    expect((await urls([{ url: own[2]!, near: 0.65 }]))[0]).toBe(own[2]);
    const both = [
      { url: own[2]!, near: 0.35 },
      { url: own[0]!, near: 0.3 },
    ];
    expect((await urls(both))[0]).toBe(own[0]);
  });
  it('a query of two stems keeps the search’s own order among the first three', async () => {
    const two = async (near: Asked[]) =>
      (await runSearch('espalda tirador', withAsked(near)))!.hits.map((hit) => hit.url);
    const own = await two([]);
    expect(own.length).toBeGreaterThan(2);
    expect(await two([{ url: own[2]!, near: 1 }])).toEqual(own);
  });
  /** «sexto sentido por la espalda», which names Sexto Sentido, with a reader that knows `asked`. */
  const namedSearch = async (asked: Asked[], more: Partial<QueryReader> = {}) =>
    (await runSearch('sexto sentido por la espalda', {
      pagefind: fakePagefind(
        { '/reglas/sexto-sentido/': 'sexto sentido reaccionar sin ver espalda' },
        { '/reglas/sexto-sentido/': 'Sexto Sentido' },
      ),
      terms,
      loadReader: async () => ({ ...reader, askedBefore: () => asked, ...more }),
    }))!.hits;
  it('a page the query names keeps the heading the question asked for, first under it', async () => {
    const [hit] = await namedSearch([{ url: '/reglas/sexto-sentido/#efectos', near: 0.7 }]);
    expect(hit?.url).toBe('/reglas/sexto-sentido/');
    expect(hit?.subResults[0]?.url).toMatch(/#efectos$/);
  });
  it('a quoting heading of a term page that a question asked for is listed once, with its sentence', async () => {
    const quoting = {
      url: '/reglas/sexto-sentido/?x#en-regla-a',
      title: 'En «Regla A»',
      excerpt: 'Regla A dice Sexto Sentido.',
      faq: false,
    };
    const [hit] = await namedSearch([{ url: '/reglas/sexto-sentido/#en-regla-a', near: 0.7 }], {
      mentionSections: () => [quoting],
    });
    expect(hit?.subResults.map(({ title, excerpt }) => `${title}: ${excerpt}`)).toEqual([
      'En «Regla A»: Regla A dice Sexto Sentido.',
    ]);
  });
  it('each page lists the heading of its nearest question, not only the nearest page', async () => {
    const outcome = await runSearch(
      'disparo espalda tirador',
      withAsked([
        { url: '/reglas/sexto-sentido/', near: 0.7 },
        { url: '/reglas/b/#efectos', near: 0.5 },
        { url: '/reglas/b/#requisitos', near: 0.4 },
      ]),
    );
    const b = outcome!.hits.find((hit) => hit.url === '/reglas/b/');
    expect(b?.subResults[0]?.url).toMatch(/#efectos$/);
  });
  it('without a near question, the search’s own order', async () =>
    expect(await urls([])).not.toContain('/reglas/sexto-sentido/'));
});
