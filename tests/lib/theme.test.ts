import { describe, expect, it } from 'vitest';
import { parseTheme, THEMES } from '../../src/lib/theme.ts';

describe('el tema guardado o elegido', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['auto', 'auto'],
    [null, 'auto'],
    [undefined, 'auto'],
    ['', 'auto'],
    ['Dark', 'auto'],
    ['oscuro', 'auto'],
  ] as const)('%j → %s', (value, theme) => {
    expect(parseTheme(value)).toBe(theme);
  });

  it('automático primero: es el que rige sin elección', () => {
    expect(THEMES[0]).toBe('auto');
  });
});
