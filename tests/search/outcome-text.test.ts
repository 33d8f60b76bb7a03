import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../src/lib/search/engine.ts';
import { countText, outcomeText } from '../../src/lib/search/outcome-text.ts';
import { opensSearch, type ShortcutKey } from '../../src/lib/slash-shortcut.ts';

const hits = (n: number) => Array.from({ length: n }, () => ({}) as SearchHit);

describe('countText', () => {
  it.each([
    [0, 'Sin resultados'],
    [1, '1 resultado'],
    [8, '8 resultados'],
  ])('%i → %s', (n, expected) => expect(countText(n)).toBe(expected));
});

describe('outcomeText', () => {
  it.each([
    [
      'plain',
      { query: 'Trabado', shownQuery: 'Trabado', corrected: false, relaxed: false, hits: hits(8) },
      '8 resultados.',
    ],
    [
      'the pages found, not only those shown',
      {
        query: 'ataque',
        shownQuery: 'ataque',
        corrected: false,
        relaxed: false,
        hits: hits(5),
        total: 23,
      },
      '23 resultados.',
    ],
    [
      'within the sections the query named',
      {
        query: 'mercenarios its',
        shownQuery: 'mercenarios',
        corrected: false,
        relaxed: false,
        scope: ['ITS', 'Misiones'],
        hits: hits(2),
      },
      '2 resultados en ITS y Misiones.',
    ],
    [
      'corrected',
      { query: 'esquibar', shownQuery: 'esquivar', corrected: true, relaxed: false, hits: hits(1) },
      'Mostrando resultados para «esquivar». 1 resultado.',
    ],
    [
      'none',
      { query: ' zzzz ', shownQuery: 'zzzz', corrected: false, relaxed: false, hits: [] },
      'Sin resultados para «zzzz».',
    ],
    [
      'relaxed',
      {
        query: 'dado rojo',
        shownQuery: 'dado rojo',
        corrected: false,
        relaxed: true,
        hits: hits(2),
      },
      '2 resultados. Ninguna página tiene todas las palabras: primero las que tienen más.',
    ],
  ])('%s', (_name, outcome, expected) => expect(outcomeText(outcome)).toBe(expected));
});

const key = (
  key: string,
  target: ShortcutKey['target'] = { tagName: 'BODY' },
  mods: Partial<ShortcutKey> = {},
): ShortcutKey => ({
  key,
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  ...mods,
});

describe('opensSearch', () => {
  it.each([
    ['«/» en la página', key('/'), true],
    ['«/» en un enlace de los resultados', key('/', { tagName: 'A' }), true],
    ['Ctrl+K', key('k', { tagName: 'BODY' }, { ctrlKey: true }), true],
    ['⌘+K', key('k', { tagName: 'BODY' }, { metaKey: true }), true],
    ['Ctrl+K con mayúsculas', key('K', { tagName: 'BODY' }, { ctrlKey: true }), true],
    ['Ctrl+K desde un campo', key('k', { tagName: 'INPUT' }, { ctrlKey: true }), true],
    ['«/» en un campo', key('/', { tagName: 'INPUT' }), false],
    ['«/» en un área de texto', key('/', { tagName: 'TEXTAREA' }), false],
    ['«/» en un desplegable', key('/', { tagName: 'SELECT' }), false],
    ['«/» en algo editable', key('/', { tagName: 'DIV', isContentEditable: true }), false],
    ['Ctrl+/', key('/', { tagName: 'BODY' }, { ctrlKey: true }), false],
    ['Alt+K', key('k', { tagName: 'BODY' }, { altKey: true, ctrlKey: true }), false],
    ['«k» sola', key('k'), false],
    ['una tecla ya atendida', key('/', { tagName: 'BODY' }, { defaultPrevented: true }), false],
    ['sin destino', key('/', null), true],
  ])('%s', (_name, event, expected) => expect(opensSearch(event)).toBe(expected));
});
