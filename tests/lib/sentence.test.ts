import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentenceAround, sentenceQuoter } from '../../src/lib/sentence.ts';

describe('la frase alrededor de una mención', () => {
  const text =
    'Primera frase. La Tropa necesita LDT hacia su objetivo: sin ella no hay Ataque. Otra.';
  it.each([
    ['en medio', text, 'LDT', 'La Tropa necesita LDT hacia su objetivo:'],
    // A clause that starts in lower case goes on from the one before: «ella» needs it.
    [
      'tras los dos puntos, en minúscula',
      text,
      'Ataque',
      'La Tropa necesita LDT hacia su objetivo: sin ella no hay Ataque.',
    ],
    [
      'tras los dos puntos, en mayúscula',
      'Uno. La Tropa necesita LDT: Sin ella no hay Ataque. Otra.',
      'Ataque',
      'Sin ella no hay Ataque.',
    ],
    [
      'un paréntesis que cierra el de antes',
      'Uno. Coloca un Token (Sup: Controlled Jump) junto al Hacker. Otra.',
      'Hacker',
      'Coloca un Token (Sup: Controlled Jump) junto al Hacker.',
    ],
    [
      'un paréntesis que abre y cierra el suyo',
      'Uno. Elige una: Camuflaje (CH) según el perfil del Hacker. Otra.',
      'Hacker',
      'Camuflaje (CH) según el perfil del Hacker.',
    ],
    ['al principio', text, 'Primera', 'Primera frase.'],
    ['al final', text, 'Otra', 'Otra.'],
    ['un salto de línea corta', 'a b\nc LDT d\ne', 'LDT', 'c LDT d'],
    // A clause of a few words after «:» or «;» says nothing alone: the clause before comes too.
    [
      'tras dos puntos, solo un nombre',
      'Otra. Esta arma aplica los efectos de la Habilidad Especial: Camuflaje. Más.',
      'Camuflaje',
      'Esta arma aplica los efectos de la Habilidad Especial: Camuflaje.',
    ],
    [
      'tras «ver:»',
      'Otra. No podrá declarar Ataque CD aunque la Tirada resulte exitosa (ver: Camuflaje). Más.',
      'Camuflaje',
      'No podrá declarar Ataque CD aunque la Tirada resulte exitosa (ver: Camuflaje).',
    ],
    ['tras punto y coma, corta', 'Uno. a b; c LDT. Dos.', 'LDT', 'a b; c LDT.'],
    ['dos puntos al principio del texto', ': LDT.', 'LDT', ': LDT.'],
  ])('%s', (_name, source, word, expected) => {
    expect(sentenceAround(source, source.indexOf(word), word.length)).toBe(expected);
  });

  it('una frase larga se corta alrededor de la mención', () => {
    const long = `${'palabra '.repeat(100)}LDT ${'otra '.repeat(100)}.`;
    const quoted = sentenceAround(long, long.indexOf('LDT'), 3, 80);
    expect(quoted).toContain('LDT');
    expect(quoted.length).toBeLessThanOrEqual(82);
  });

  it('una frase larga se corta entre palabras, nunca dentro de una', () => {
    const long = `${'abcdefg '.repeat(50)}LDT ${'hijklmn '.repeat(50)}.`;
    for (const max of [60, 61, 62, 63, 64, 65, 66, 67]) {
      const quoted = sentenceAround(long, long.indexOf('LDT'), 3, max);
      expect(quoted).toMatch(/^…(abcdefg )+LDT( hijklmn)+…$/);
    }
  });

  it('cortada al final de la frase, no añade «…» detrás', () => {
    const long = `Otra. ${'palabra '.repeat(60)}(ver: LDT). Más.`;
    const quoted = sentenceAround(long, long.indexOf('LDT'), 3, 80);
    expect(quoted).toMatch(/^….*\(ver: LDT\)\.$/);
    expect(quoted.length).toBeLessThanOrEqual(81);
  });

  it('cortada o no, la frase contiene la mención', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.integer({ min: 16, max: 200 }),
        (before, after, max) => {
          const t = `${before} MENCION ${after}`;
          const quoted = sentenceAround(t, before.length + 1, 7, max);
          expect(quoted).toContain('MENCION');
          expect(quoted.length).toBeLessThanOrEqual(max + 2);
        },
      ),
    );
  });

  it('la frase siempre contiene la mención', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const t = `${before} MENCION ${after}`;
        const at = before.length + 1;
        expect(sentenceAround(t, at, 7, 10_000)).toContain('MENCION');
      }),
    );
  });
});

/** The first version, which read the whole text for every quote: the reference of the quoter. */
function naiveSentenceAround(text: string, at: number, length: number, max: number): string {
  const starts: { at: number; weak: boolean }[] = [{ at: 0, weak: false }];
  let end = text.length;
  for (const match of text.matchAll(/[.!?:;](?=\s)|\n/g)) {
    const i = match.index;
    if (i < at) starts.push({ at: i + 1, weak: match[0] === ':' || match[0] === ';' });
    else if (i >= at + length) {
      end = match[0] === '\n' ? i : i + 1;
      break;
    }
  }
  const wordsIn = (s: string) => s.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  let clause = starts.length - 1;
  // A clause that goes on from the one before: its first letter in lower case, or a «)» before
  // any «(», read in its first 40 characters.
  const head = text.slice(starts[clause]!.at, Math.min(end, starts[clause]!.at + 40));
  const paren = head.match(/[()]/);
  const letter = head.search(/\p{L}/u);
  const lowerFirst =
    letter !== -1 && (paren?.index ?? Infinity) > letter && /\p{Ll}/u.test(head[letter]!);
  if (clause > 0 && starts[clause]!.weak && (lowerFirst || paren?.[0] === ')')) clause -= 1;
  while (clause > 0 && starts[clause]!.weak && wordsIn(text.slice(starts[clause]!.at, end)) < 4)
    clause -= 1;
  const start = starts[clause]!.at;
  const whole = text.slice(start, end).replace(/\s+/g, ' ');
  const sentence = whole.trim();
  if (sentence.length <= max) return sentence;
  const place = text.slice(start, at).replace(/\s+/g, ' ').length;
  const mention = text.slice(at, at + length).replace(/\s+/g, ' ').length;
  let from = Math.max(0, Math.min(place - Math.floor(max / 2), whole.length - max));
  let to = from + max;
  const inWord = (i: number) =>
    i > 0 && i < whole.length && /\S/.test(whole[i - 1]!) && /\S/.test(whole[i]!);
  if (inWord(from)) {
    const space = whole.indexOf(' ', from);
    if (space !== -1 && space < place) from = space + 1;
  }
  if (inWord(to)) {
    const space = whole.lastIndexOf(' ', to);
    if (space >= place + mention) to = space;
  }
  const cut = whole.slice(from, to).trim();
  return `${from > 0 ? '…' : ''}${cut}${to < whole.length ? '…' : ''}`;
}

describe('el citador lee el texto una vez', () => {
  // Texts of words, spaces, runs of whitespace and sentence ends, long enough for the index of
  // long sentences (a raw sentence over four times `max`) to be used.
  const words = ['ab', 'cd ', ' ', '   ', '\t \u00a0', 'ñ', '😀', '-', 'x.y'];
  const ends = ['. ', ': ', '; ', '\n', ' \n  '];
  const piece = fc.oneof(
    { arbitrary: fc.constantFrom(...words), weight: 40 },
    { arbitrary: fc.constantFrom(...ends), weight: 1 },
  );
  it('cita lo mismo que la lectura entera del texto, en cualquier sitio', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 40, maxLength: 300, size: 'max' }),
        fc.integer({ min: 16, max: 30 }),
        fc.nat(),
        fc.nat({ max: 8 }),
        (pieces, max, seed, length) => {
          const text = pieces.join('');
          const quote = sentenceQuoter(text);
          for (let k = 0; k < 5; k++) {
            const at = text.length === 0 ? 0 : (seed * (k + 1)) % text.length;
            const n = Math.min(length, text.length - at);
            expect(quote(at, n, max)).toBe(naiveSentenceAround(text, at, n, max));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('un megabyte sin fin de frase y con miles de menciones se cita en tiempo lineal', () => {
    const text = 'la Tropa en LDT sin final '.repeat(40_000);
    const quote = sentenceQuoter(text);
    const started = performance.now();
    let at = text.indexOf('LDT');
    let count = 0;
    for (; at !== -1; at = text.indexOf('LDT', at + 1), count++)
      expect(quote(at, 3).length).toBeLessThanOrEqual(282);
    expect(count).toBe(40_000);
    // The whole text read once per quote took minutes; read once, well under a second.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
