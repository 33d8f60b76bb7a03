import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  editionSummary,
  hiddenMessage,
  onlyMessage,
  pageEditions,
  parseEditionChoice,
} from '../../src/lib/edition.ts';

describe('parseEditionChoice', () => {
  it.each([
    ['n4', 'n4'],
    ['c1', 'c1'],
    ['C1', 'c1'],
    [' n4 ', 'n4'],
    ['todas', 'todas'],
    ['code-one', 'todas'],
    ['', 'todas'],
    [null, 'todas'],
    [undefined, 'todas'],
  ] as const)('%j → %s', (value, expected) => {
    expect(parseEditionChoice(value)).toBe(expected);
  });

  it('always gives one of the three choices', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(['todas', 'n4', 'c1']).toContain(parseEditionChoice(value));
      }),
    );
  });
});

const ENGAGED_PAGE = `<RuleHeader kind="activation" id="activacion" />

<Version edition="c1" variant="block">
  - Este estado se activa … **no** Nulo o Inmovilizado.
</Version>

<Version edition="n4" variant="list">
  - Este estado se activa … **no** Nulo (excepto Sepsitorizado y Poseído) ni Inmovilizado.
</Version>

<Version edition="c1" variant="block">
  * El estado Trabado se cancela …
</Version>
`;

describe('editionSummary', () => {
  it.each([
    ['trabado-like page', ENGAGED_PAGE, { parts: { n4: 1, c1: 2 }, only: undefined }],
    ['no edition text', 'Texto común.\n', { parts: { n4: 0, c1: 0 }, only: undefined }],
    [
      'N4-only page',
      '<EditionNote kind="n4only" />\n\nTexto.',
      { parts: { n4: 0, c1: 0 }, only: 'n4' },
    ],
    [
      'annex is not "only"',
      '<EditionNote kind="n4annex" />',
      { parts: { n4: 0, c1: 0 }, only: undefined },
    ],
    [
      'inline N4 span',
      'Un arma <VersionInline edition="n4">con Ráfaga</VersionInline>.',
      { parts: { n4: 1, c1: 0 }, only: undefined },
    ],
    // Escaped text that reads like a tag is not a block.
    [
      'escaped text',
      '&lt;Version edition="c1"> no es un bloque',
      { parts: { n4: 0, c1: 0 }, only: undefined },
    ],
  ])('%s', (_name, mdx, expected) => {
    expect(editionSummary(mdx)).toEqual(expected);
  });
});

describe('messages', () => {
  const engaged = editionSummary(ENGAGED_PAGE);
  it.each([
    ['n4', '2 bloques de Code One ocultos'],
    ['c1', '1 bloque de N4 oculto'],
  ] as const)('choosing %s on Trabado: %s', (chosen, text) => {
    expect(hiddenMessage(engaged, chosen)).toBe(text);
  });

  it('nothing hidden, nothing said', () => {
    expect(hiddenMessage(editionSummary('Texto'), 'n4')).toBeUndefined();
  });

  it('a page of one edition says so when the other is chosen', () => {
    const n4only = editionSummary('<EditionNote kind="n4only" />');
    expect(onlyMessage(n4only, 'c1')).toBe('Regla exclusiva de N4: no existe en Code One');
    expect(onlyMessage(n4only, 'n4')).toBeUndefined();
    expect(onlyMessage(engaged, 'c1')).toBeUndefined();
  });

  it('search filter values', () => {
    expect(pageEditions(engaged)).toEqual(['n4', 'c1']);
    expect(pageEditions(editionSummary('<EditionNote kind="n4only" />'))).toEqual(['n4']);
  });
});
