import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../src/lib/search/engine.ts';
import { countText, outcomeText } from '../../src/lib/search/outcome-text.ts';
import { bindSlashShortcut, TRIGGER_BUTTON } from '../../src/lib/slash-shortcut.ts';

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
    ['plain', { query: 'Trabado', shownQuery: 'Trabado', corrected: false, relaxed: false, hits: hits(8) }, '8 resultados.'],
    ['corrected', { query: 'esquibar', shownQuery: 'esquivar', corrected: true, relaxed: false, hits: hits(1) }, 'Mostrando resultados para «esquivar». 1 resultado.'],
    ['none', { query: ' zzzz ', shownQuery: 'zzzz', corrected: false, relaxed: false, hits: [] }, 'Sin resultados para «zzzz».'],
    [
      'relaxed',
      { query: 'dado rojo', shownQuery: 'dado rojo', corrected: false, relaxed: true, hits: hits(2) },
      '2 resultados. Ninguna página tiene todas las palabras: primero las que tienen más.',
    ],
  ])('%s', (_name, outcome, expected) => expect(outcomeText(outcome)).toBe(expected));
});

/** A document with one listener, the trigger's button and (maybe) an open modal's input. */
function fakeDocument(open: boolean) {
  let listener: ((event: KeyboardEvent) => void) | undefined;
  const calls: string[] = [];
  const doc = {
    addEventListener: (_type: string, fn: (event: KeyboardEvent) => void) => (listener = fn),
    querySelector: (selector: string) =>
      selector === TRIGGER_BUTTON ? { click: () => calls.push('click') } : open ? { focus: () => calls.push('focus') } : null,
  } as unknown as Document;
  bindSlashShortcut(doc);
  const press = (key: string, target: Partial<HTMLElement> = { tagName: 'BODY' }, mods: Partial<KeyboardEvent> = {}) => {
    const event = { key, target, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, preventDefault: () => calls.push('prevent'), ...mods };
    listener!(event as unknown as KeyboardEvent);
  };
  return { press, calls };
}

describe('bindSlashShortcut', () => {
  it('«/» pulsa el botón de la Component UI', () => {
    const { press, calls } = fakeDocument(false);
    press('/');
    expect(calls).toEqual(['prevent', 'click']);
  });

  it.each([
    ['en un campo', '/', { tagName: 'INPUT' }, {}],
    ['en un área de texto', '/', { tagName: 'TEXTAREA' }, {}],
    ['editable', '/', { tagName: 'DIV', isContentEditable: true }, {}],
    ['con Ctrl', '/', { tagName: 'BODY' }, { ctrlKey: true }],
    ['otra tecla', 'k', { tagName: 'BODY' }, {}],
  ])('no hace nada %s', (_name, key, target, mods) => {
    const { press, calls } = fakeDocument(false);
    press(key, target, mods);
    expect(calls).toEqual([]);
  });

  it('con el modal abierto vuelve al campo de búsqueda', () => {
    const { press, calls } = fakeDocument(true);
    press('/');
    expect(calls).toEqual(['prevent', 'focus']);
  });
});
