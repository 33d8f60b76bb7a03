/**
 * The typo vocabulary is downloaded only when a query needs it: a query whose words
 * are all on the pages found runs without it; a typo, or a query finding too little, loads it
 * and is corrected as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reader } from '../../src/client/search/reader.ts';
import { CORRECT_BELOW, runSearch } from '../../src/lib/search/engine.ts';
import { unseenWords } from '../../src/lib/search/unseen-words.ts';
import { fakePagefind } from './fake-pagefind.ts';
import { typoFixer } from '../../src/lib/search/vocabulary.ts';

describe('unseenWords', () => {
  it.each([
    ['esquivar', ['Puede Esquivar un ataque'], []],
    ['Esquivar ATAQUE', ['puede esquivar un ataque'], []],
    ['esquibar', ['Puede Esquivar un ataque'], ['esquibar']],
    ['daño', ['sin dano'], []],
    ['dano', ['sin daño'], []],
    ['ataq', ['ataque'], ['ataq']],
    ['trabado esquivar', ['trabado', 'esquivar'], []],
    ['', ['x'], []],
    ['algo', [], ['algo']],
  ])('«%s» en %j → %j', (query, texts, expected) =>
    expect(unseenWords(query, texts)).toEqual(expected),
  );

  it('una palabra de un texto nunca es desconocida en ese texto', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-záéíóúñ]{1,10}$/), { minLength: 1, maxLength: 6 }),
        (list) => {
          expect(unseenWords(list.join(' '), [list.join(' ')])).toEqual([]);
        },
      ),
    );
  });
});

const PAGES = {
  '/reglas/esquivar/': 'esquivar es una orden de reacción',
  '/reglas/esquivar-2/': 'esquivar otra vez',
  '/reglas/esquivar-3/': 'esquivar y esquivar',
  '/reglas/trabado/': 'trabado en combate',
};

function counted() {
  let loads = 0;
  const loadTypos = async () => {
    loads++;
    return typoFixer({ words: ['esquivar', 'trabado', 'combate', 'orden'] });
  };
  return { loadTypos, loads: () => loads };
}

describe('runSearch con el vocabulario bajo demanda', () => {
  it('una consulta cuyas palabras están en las páginas halladas no lo descarga', async () => {
    const vocabulary = counted();
    const outcome = await runSearch('esquivar', {
      pagefind: fakePagefind(PAGES),
      terms: [],
      loadTypos: vocabulary.loadTypos,
      loadReader: async () => reader,
    });
    expect(outcome!.hits.length).toBeGreaterThanOrEqual(CORRECT_BELOW);
    expect(outcome!.corrected).toBe(false);
    expect(vocabulary.loads()).toBe(0);
  });

  it('una errata que Pagefind encuentra por su raíz lo descarga y se corrige', async () => {
    const vocabulary = counted();
    const outcome = await runSearch('esquibar', {
      pagefind: fakePagefind(PAGES),
      terms: [],
      loadTypos: vocabulary.loadTypos,
      loadReader: async () => reader,
    });
    expect(vocabulary.loads()).toBe(1);
    expect(outcome!.corrected).toBe(true);
    expect(outcome!.shownQuery).toBe('esquivar');
  });

  it('una consulta con pocos resultados lo descarga', async () => {
    const vocabulary = counted();
    const outcome = await runSearch('trabdo', {
      pagefind: fakePagefind(PAGES),
      terms: [],
      loadTypos: vocabulary.loadTypos,
      loadReader: async () => reader,
    });
    expect(vocabulary.loads()).toBe(1);
    expect(outcome!.shownQuery).toBe('trabado');
    expect(outcome!.hits[0]!.url).toBe('/reglas/trabado/');
  });

  it('un nombre escrito bien no lo descarga; con erratas, sí, y se corrige', async () => {
    const vocabulary = counted();
    const terms = [
      { title: 'Esquivar', url: '/reglas/esquivar/', parte: 'Reglas', names: ['Esquivar'] },
    ];
    const search = (query: string) =>
      runSearch(query, {
        pagefind: fakePagefind(PAGES),
        terms,
        loadTypos: vocabulary.loadTypos,
        loadReader: async () => reader,
      });
    const outcome = await search('Esquivar');
    expect(vocabulary.loads()).toBe(0);
    expect(outcome!.hits[0]!.url).toBe('/reglas/esquivar/');
    const mistyped = await search('esquibar');
    expect(vocabulary.loads()).toBe(1);
    expect(mistyped!.shownQuery).toBe('esquivar');
    expect(mistyped!.hits[0]!.url).toBe('/reglas/esquivar/');
  });
});

describe('runSearch cuando ninguna página tiene todas las palabras', () => {
  it('muestra las que tienen más, leídas con el lector que carga entonces', async () => {
    let readerLoads = 0;
    const outcome = await runSearch('esquivar trabado combate', {
      pagefind: fakePagefind(PAGES),
      terms: [],
      loadReader: async () => (readerLoads++, reader),
    });
    expect(readerLoads).toBeGreaterThan(0);
    expect(outcome!.relaxed).toBe(true);
    // «trabado» and «combate» on one page weigh more than «esquivar» on three.
    expect(outcome!.hits[0]!.url).toBe('/reglas/trabado/');
    expect(outcome!.hits.map((hit) => hit.url)).toContain('/reglas/esquivar/');
  });

  it('sin lector no relaja la búsqueda: no halla nada', async () => {
    const outcome = await runSearch('esquivar trabado', {
      pagefind: fakePagefind(PAGES),
      terms: [],
    });
    expect(outcome!.relaxed).toBe(false);
    expect(outcome!.hits).toEqual([]);
  });
});
