import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeState, encodeState } from '../../src/lib/url-state.ts';
import { readQueryParam, withQueryParam } from '../../src/lib/query-param.ts';

describe('encodeState / decodeState', () => {
  it.each([
    { value: { rating: '1000', event: 'tournament' } },
    { value: { players: 'Álvaro\nNúñez 🎲\n"Ño"', rows: [] } },
    { value: [1, 2, 3] },
    { value: null },
  ])('round-trips $value', ({ value }) => {
    const token = encodeState(value);
    expect(token).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decodeState(token)).toEqual(value);
  });

  it.each(['', '%%%', 'e30', 'bm90IGpzb24', '_-_-', '////'])(
    'returns undefined or a value, never throws, for %j',
    (token) => {
      expect(() => decodeState(token)).not.toThrow();
    },
  );

  it('rejects garbage', () => {
    expect(decodeState('%%%')).toBeUndefined();
    expect(decodeState('bm90IGpzb24')).toBeUndefined(); // "not json"
    expect(decodeState('e30')).toEqual({}); // "{}"
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(decodeState(encodeState(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('query params', () => {
  it.each([
    ['https://x.es/its/torneo/', 't', 'abc', 'https://x.es/its/torneo/?t=abc'],
    ['https://x.es/its/torneo/?a=1#orden', 't', 'abc', 'https://x.es/its/torneo/?a=1&t=abc#orden'],
    ['https://x.es/its/torneo/?t=old', 't', 'new', 'https://x.es/its/torneo/?t=new'],
    ['https://x.es/its/torneo/?t=old&a=1', 't', null, 'https://x.es/its/torneo/?a=1'],
  ])('%s with %s=%s', (href, key, value, expected) => {
    expect(withQueryParam(href, key, value)).toBe(expected);
  });

  it('reads back what it wrote, token characters intact', () => {
    const token = encodeState({ name: 'Ñandú+/=' });
    const href = withQueryParam('https://x.es/p/#h', 'k', token);
    expect(readQueryParam(href, 'k')).toBe(token);
    expect(readQueryParam(href, 'other')).toBeNull();
  });
});
