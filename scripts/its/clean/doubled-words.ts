/**
 * The PDF extraction repeats words that the layout split (`PROTEGE PROTEGER R`, `OBJETIVOS
 * OBJETIV OS`, `ITS ITS`). Only tokens with a capital letter are touched: prose never repeats a
 * capitalised word on purpose, while lowercase repetitions could be real Spanish.
 */
export function fixDoubledWords(text: string): string {
  const tokens = text.split(' ');
  const out: string[] = [];
  const isCap = (t: string | undefined) => t !== undefined && /^[A-ZÁÉÍÓÚÜÑ]/.test(t);
  for (let i = 0; i < tokens.length; i++) {
    const [x, w, y] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
    const z = tokens[i + 3];
    // `ESPECIALI ESPECIALIST STAS AS`: two copies cut at different places, interleaved.
    if (isCap(x) && w !== undefined && y !== undefined && z !== undefined && x + y === w + z && x !== w) {
      out.push(x + y);
      i += 3;
      continue;
    }
    // `DA DAT TATRACKER`, `ESPECIALIS ESPECIALIST TAS`: first copy split around a prefix of the second.
    if (isCap(x) && w !== undefined && y !== undefined && (x + y).startsWith(w) && w.length > x.length && !(x + y === w)) {
      out.push(x + y);
      i += 2;
      continue;
    }
    // `CLASIFI CLASIFICADO CADO`: the full word between its own two halves.
    if (isCap(x) && w !== undefined && y !== undefined && x + y === w && x.length > 0) {
      out.push(w);
      i += 2;
      continue;
    }
    // `MUERT MUERTAS`: a cut-off copy right before the full word.
    if (isCap(x) && w !== undefined && x.length >= 3 && w.startsWith(x) && w.length > x.length && isCap(w) && x === x.toUpperCase()) {
      continue;
    }
    // `OBJETIVOS OBJETIV OS`: the halves right after the full word.
    if (isCap(x) && w !== undefined && x + w === out[out.length - 1]) {
      i += 1;
      continue;
    }
    // `ITS ITS`, `Designado Designado`.
    if (isCap(x) && x.length > 1 && x === out[out.length - 1]) continue;
    out.push(x);
  }
  return out.join(' ');
}
