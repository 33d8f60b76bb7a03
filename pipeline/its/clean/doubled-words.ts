/**
 * The PDF extraction repeats words that the layout split (`PROTEGE PROTEGER R`, `OBJETIVOS
 * OBJETIV OS`, `ITS ITS`). By default only tokens with a capital letter are touched, with one
 * exception that rests on Spanish itself: a word right after the very same word is never meant
 * (`el jugador jugador declara`, line 1155), so a back-to-back copy goes whatever its case. Names
 * printed doubled on purpose ({@link REAL_DOUBLES}: the Yuan Yuan mercenaries) stay.
 *
 * Some lines are doubled from end to end, lowercase words too (`en una una Zon Zonaa de Desp
 * Desplieg liegue ue están estándar dar de 30 30 cm`): when the lenient reading (any case) finds
 * {@link GARBLED_MIN} or more doublings in one line, the line is garbage of that kind and the lenient
 * reading is kept. Even there, a word repeated across a preposition is Spanish, not garbage
 * (`contacto peana con peana con una Unidad`, line 1127: «peana con peana» and then «con una»), so
 * a repeated pair `A B A B` whose `B` is a preposition and whose `A` is a bare word stays; a pair cut
 * at a comma (`juego, en juego, en`) is a column copy and goes.
 */
export function fixDoubledWords(text: string): string {
  const strict = dedupe(text, false);
  const lenient = dedupe(text, true);
  return lenient.fixes >= GARBLED_MIN ? lenient.text : strict.text;
}

/** Doublings in one line that prove the line is column garbage, not prose. */
const GARBLED_MIN = 3;
/** Names printed doubled on purpose (the Yuan Yuan mercenaries). */
const REAL_DOUBLES = new Set(['Yuan']);
/** Prepositions Spanish repeats a word across (`peana con peana`, `cara a cara`, `uno por uno`). */
const PREPOSITIONS = new Set(['a', 'con', 'por', 'tras', 'sobre', 'contra']);
/** Sentence punctuation a doubled token may carry twice (`dad..`). */
const PUNCT = /[.,;:]+$/;

function dedupe(text: string, lenient: boolean): { text: string; fixes: number } {
  const tokens = text.split(' ');
  const out: string[] = [];
  let fixes = 0;
  const isCap = (t: string | undefined) =>
    t !== undefined && (lenient ? /^[\p{L}\p{N}(]/u.test(t) : /^[A-ZÁÉÍÓÚÜÑ]/.test(t));
  const bare = (t: string) => t.replace(PUNCT, '');
  for (let i = 0; i < tokens.length; i++) {
    const [x, w, y] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
    const z = tokens[i + 3];
    // `ESPECIALI ESPECIALIST STAS AS`: two copies cut at different places, interleaved.
    if (isCap(x) && w !== undefined && y !== undefined && z !== undefined && x !== w) {
      if (x + y === w + z) {
        out.push(x + y);
        i += 3;
        fixes++;
        continue;
      }
      // `profu profundi ndidad dad..`: the same, the full stop doubled too.
      if (lenient && bare(x + y) === bare(w + z) && PUNCT.test(z) && bare(y) === y) {
        out.push(x + y + z.match(PUNCT)![0][0]!);
        i += 3;
        fixes++;
        continue;
      }
    }
    // `DA DAT TATRACKER`, `ESPECIALIS ESPECIALIST TAS`: first copy split around a prefix of the second.
    if (
      isCap(x) &&
      w !== undefined &&
      y !== undefined &&
      (x + y).startsWith(w) &&
      w.length > x.length &&
      !(x + y === w) &&
      (!lenient || w.startsWith(x))
    ) {
      out.push(x + y);
      i += 2;
      fixes++;
      continue;
    }
    // `CLASIFI CLASIFICADO CADO`, `están estándar dar`: the full word between its own two halves.
    if (isCap(x) && w !== undefined && y !== undefined && x + y === w && x.length > 0) {
      out.push(w);
      i += 2;
      fixes++;
      continue;
    }
    // `MUERT MUERTAS`: a cut-off copy right before the full word.
    if (
      isCap(x) &&
      w !== undefined &&
      x.length >= 3 &&
      w.startsWith(x) &&
      w.length > x.length &&
      isCap(w) &&
      (lenient || x === x.toUpperCase())
    ) {
      // `Zon Zonaa`: the cut copy's last letter glued to the full word's.
      if (lenient && w.length === x.length + 2 && w.at(-1) === w.at(-2)) {
        out.push(w.slice(0, -1));
        i += 1;
      }
      fixes++;
      continue;
    }
    // `OBJETIVOS OBJETIV OS`, `juego, jueg o,`: the halves right after the full word.
    if (isCap(x) && w !== undefined && x + w === out[out.length - 1]) {
      i += 1;
      fixes++;
      continue;
    }
    // `ITS ITS`, `Designado Designado`, `una una`, `30 30`, `jugador jugador`: a back-to-back copy.
    if (
      (x.length > 1 || lenient) &&
      (lenient ? /[\p{L}\p{N}]/u : /\p{L}/u).test(x) &&
      x === out[out.length - 1] &&
      !REAL_DOUBLES.has(x)
    ) {
      fixes++;
      continue;
    }
    // `juego, en juego, en`: a pair of words repeated; not `peana con peana con`, a word across a preposition.
    const acrossPreposition = w !== undefined && PREPOSITIONS.has(w) && bare(x) === x;
    if (
      lenient &&
      w !== undefined &&
      x === out[out.length - 2] &&
      w === out[out.length - 1] &&
      !acrossPreposition
    ) {
      i += 1;
      fixes++;
      continue;
    }
    out.push(x);
  }
  return { text: out.join(' '), fixes };
}
