/** Small words kept lowercase inside titles, as the rules print them (`Capturar y Proteger`). */
const SMALL = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'y',
  'e',
  'o',
  'u',
  'en',
  'a',
  'al',
  'con',
  'por',
  'sin',
  'ni',
  'para',
]);
/** Acronyms the rules keep in capitals. */
const ACRONYMS = new Set([
  'ITS',
  'HVT',
  'ZO',
  'PAC',
  'TAG',
  'CAP',
  'CBL',
  'IL',
  'IM',
  'IP',
  'REM',
  'ORA',
  'VOL',
  'PB',
  'BLI',
  'LDT',
  'ZC',
  'K',
  'OP',
  'II',
  'III',
  'TO',
]);

/** `CAPTURAR Y PROTEGER` → `Capturar y Proteger`: the printed caps heading as a title. */
export function titleCase(caps: string): string {
  return caps
    .toLowerCase()
    .split(' ')
    .map((w, i) => {
      const upper = w.toUpperCase();
      if (ACRONYMS.has(upper.replace(/[^A-Z]/g, ''))) return upper;
      if (i > 0 && SMALL.has(w)) return w;
      return w.replace(/^([¡¿("']*)(\p{L})/u, (_, p: string, c: string) => p + c.toUpperCase());
    })
    .join(' ')
    .replace(/-(\p{L})/gu, (_, c: string) => `-${c.toUpperCase()}`);
}
