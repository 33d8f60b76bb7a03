import { describe, expect, it } from 'vitest';
import { KEPT_KEYS, typedAhead } from '../../src/lib/search/typed-ahead.ts';

describe('typedAhead: lo tecleado antes de que aparezca el campo', () => {
  it.each([
    { keys: [], text: '', enter: false, cancelled: false },
    { keys: ['L', 'D', 'T'], text: 'LDT', enter: false, cancelled: false },
    { keys: ['a', 'b', 'Backspace', 'c'], text: 'ac', enter: false, cancelled: false },
    { keys: ['Backspace', 'a'], text: 'a', enter: false, cancelled: false },
    { keys: ['á', 'ñ', ' ', '/', '¿'], text: 'áñ /¿', enter: false, cancelled: false },
    { keys: ['o', 'r', 'a', 'Enter'], text: 'ora', enter: true, cancelled: false },
    { keys: ['Enter'], text: '', enter: false, cancelled: false },
    { keys: ['o', 'Enter', 'x'], text: 'ox', enter: false, cancelled: false },
    { keys: ['o', 'Enter', 'Backspace'], text: '', enter: false, cancelled: false },
    { keys: ['a', 'b', 'Escape'], text: '', enter: false, cancelled: true },
    { keys: ['a', 'Escape', 'b'], text: '', enter: false, cancelled: true },
    { keys: ['o', 'Enter', 'Enter'], text: 'o', enter: true, cancelled: false },
  ])('$keys → «$text»', ({ keys, ...expected }) => {
    expect(typedAhead(keys)).toEqual(expected);
  });

  it('Backspace quita un carácter entero, no media letra', () => {
    expect(typedAhead(['a', '😀', 'Backspace']).text).toBe('a');
  });

  it.each([
    ['a', true],
    ['/', true],
    ['ñ', true],
    ['Backspace', true],
    ['Enter', true],
    ['Escape', true],
    ['Shift', false],
    ['Tab', false],
    ['ArrowDown', false],
    ['Dead', false],
    ['F5', false],
  ])('el cargador guarda «%s»: %s', (key, kept) => {
    expect(KEPT_KEYS.test(key)).toBe(kept);
  });
});
