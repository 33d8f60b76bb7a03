import { words } from './search/fold.ts';

/**
 * The sentence around a place in a text, for quoting a mention on a term page: from the end
 * of the previous sentence (`.`, `!`, `?`, `:` or `;` followed by a space, or a line break) to
 * the end of this one, cut to `max` characters around the place when it runs long. A clause
 * after `:` or `;` of fewer than MIN_WORDS words takes in the clause before it: «…los efectos de
 * la Habilidad Especial: Camuflaje.» quoted as «Camuflaje.» says nothing.
 */
const MIN_WORDS = 4;

export function sentenceAround(text: string, at: number, length = 0, max = 280): string {
  const boundary = /[.!?:;](?=\s)|\n/g;
  /** Where each clause before the place starts, and whether it follows a `:` or `;`. */
  const starts: { at: number; weak: boolean }[] = [{ at: 0, weak: false }];
  let end = text.length;
  for (const match of text.matchAll(boundary)) {
    const i = match.index;
    if (i < at) starts.push({ at: i + 1, weak: match[0] === ':' || match[0] === ';' });
    else if (i >= at + length) {
      end = match[0] === '\n' ? i : i + 1;
      break;
    }
  }
  let clause = starts.length - 1;
  while (
    clause > 0 &&
    starts[clause]!.weak &&
    words(text.slice(starts[clause]!.at, end)).length < MIN_WORDS
  )
    clause -= 1;
  const start = starts[clause]!.at;
  const whole = text.slice(start, end).replace(/\s+/g, ' ');
  const sentence = whole.trim();
  if (sentence.length <= max) return sentence;
  // A window of `max` characters centred on the place, kept inside the sentence; «…» where cut.
  const place = text.slice(start, at).replace(/\s+/g, ' ').length;
  const mention = text.slice(at, at + length).replace(/\s+/g, ' ').length;
  let from = Math.max(0, Math.min(place - Math.floor(max / 2), whole.length - max));
  let to = from + max;
  // Cut between words, never inside one («…ra Mover» read as a word of its own), as long as the
  // mention stays in: a window that starts or ends mid-word gives that word up.
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
