/**
 * The sentence around a place in a text, for quoting a mention on a term page: from the end
 * of the previous sentence (`.`, `!`, `?`, `:` or `;` followed by a space, or a line break) to
 * the end of this one, cut to `max` characters around the place when it runs long. A clause
 * after `:` or `;` of fewer than MIN_WORDS words takes in the clause before it: «…los efectos de
 * la Habilidad Especial: Camuflaje.» quoted as «Camuflaje.» says nothing. So does one that goes
 * on from the clause before: it starts in lower case («…de Heridas: entran en Estado Muerto.»)
 * or closes a parenthesis the clause before opened («(Sup: Controlled Jump) junto al Hacker.»).
 *
 * A text is read once (`sentenceQuoter`): its sentence ends, the starts of its words and, for a
 * sentence too long to quote whole, its whitespace collapsed. Each quote then costs a binary
 * search and the length of the quote, never the length of the text: a page of a megabyte with
 * thousands of mentions and no sentence break is quoted in linear time.
 */
import { lowerBound } from './lower-bound.ts';
const MIN_WORDS = 4;

/** How far into a clause its start is read for a lower-case letter or a `)` closing the one before. */
const GOES_ON_LOOK = 40;

/** A raw sentence longer than this many times `max` is quoted through the collapsed index. */
const LONG_FACTOR = 4;

/** The text's sentence ends: where each is, and whether it is a `:` or `;` (a weak end). */
interface Ends {
  at: number[];
  weak: boolean[];
  newline: boolean[];
}

function sentenceEnds(text: string): Ends {
  const ends: Ends = { at: [], weak: [], newline: [] };
  for (const match of text.matchAll(/[.!?:;](?=\s)|\n/g)) {
    ends.at.push(match.index);
    ends.weak.push(match[0] === ':' || match[0] === ';');
    ends.newline.push(match[0] === '\n');
  }
  return ends;
}

/** Where each word (a run of letters and digits) of the text starts, in order. */
function wordStarts(text: string): number[] {
  return Array.from(text.matchAll(/[\p{L}\p{N}]+/gu), (m) => m.index);
}

/**
 * The text with every run of whitespace as one space (`squeezed`), and for each raw index the
 * length of the squeezed text before it (`before`), so that any slice's squeezed form is a
 * slice of `squeezed`.
 */
interface Squeezed {
  squeezed: string;
  before: Int32Array;
  /** Whether the raw character is whitespace that follows whitespace (dropped when squeezed). */
  dropped: (i: number) => boolean;
}

function squeeze(text: string): Squeezed {
  const before = new Int32Array(text.length + 1);
  const isDropped = new Uint8Array(text.length);
  for (const run of text.matchAll(/\s{2,}/g))
    isDropped.fill(1, run.index + 1, run.index + run[0].length);
  for (let i = 0; i < text.length; i++) before[i + 1] = before[i]! + (isDropped[i] ? 0 : 1);
  return {
    squeezed: text.replace(/\s+/g, ' '),
    before,
    dropped: (i) => i < text.length && isDropped[i] === 1,
  };
}

/** A sentence's squeezed form (`whole` of the quote), read only where the quote needs it. */
interface Whole {
  length: number;
  slice(from: number, to: number): string;
  char(i: number): string;
}

function wholeOf({ squeezed, before, dropped }: Squeezed, start: number, end: number): Whole {
  // A run of whitespace that starts before `start` counted its space there: the slice has its own.
  const lead = start < end && dropped(start) ? 1 : 0;
  const from = before[start]!;
  const length = lead + before[end]! - from;
  const char = (i: number) => (i < lead ? ' ' : squeezed[from + i - lead]!);
  const slice = (a: number, b: number) =>
    a >= b
      ? ''
      : (a < lead ? ' ' : '') + squeezed.slice(from + Math.max(a, lead) - lead, from + b - lead);
  return { length, slice, char };
}

const wholeOfSlice = (text: string): Whole => ({
  length: text.length,
  slice: (a, b) => text.slice(a, b),
  char: (i) => text[i]!,
});

/**
 * A quote of at most `max` characters of `whole` around the place (`place` characters in, the
 * mention `mention` long), cut between words as long as the mention stays in; «…» where cut.
 */
function window(whole: Whole, place: number, mention: number, max: number): string {
  let from = Math.max(0, Math.min(place - Math.floor(max / 2), whole.length - max));
  let to = from + max;
  // Cut between words, never inside one («…ra Mover» read as a word of its own), as long as the
  // mention stays in: a window that starts or ends mid-word gives that word up.
  const inWord = (i: number) =>
    i > 0 && i < whole.length && whole.char(i - 1) !== ' ' && whole.char(i) !== ' ';
  if (inWord(from)) {
    for (let i = from; i < place; i++)
      if (whole.char(i) === ' ') {
        from = i + 1;
        break;
      }
  }
  if (inWord(to)) {
    for (let i = to; i >= place + mention; i--)
      if (whole.char(i) === ' ') {
        to = i;
        break;
      }
  }
  const cut = whole.slice(from, to).trim();
  return `${from > 0 ? '…' : ''}${cut}${to < whole.length ? '…' : ''}`;
}

/**
 * Whether the clause from `from` goes on from the one before: its first letter is lower case, or
 * a `)` comes before any `(`. Only its first GOES_ON_LOOK characters are read, so a quote costs
 * no more for a long clause.
 */
function goesOn(text: string, from: number, end: number): boolean {
  let letterSeen = false;
  for (let i = from; i < Math.min(end, from + GOES_ON_LOOK); i++) {
    const ch = text[i]!;
    if (ch === '(') return false;
    if (ch === ')') return true;
    if (!letterSeen && /\p{L}/u.test(ch)) {
      if (/\p{Ll}/u.test(ch)) return true;
      letterSeen = true;
    }
  }
  return false;
}

/** Quotes the sentence around `at` (a mention `length` long) in the text it was made for. */
export type SentenceQuoter = (at: number, length?: number, max?: number) => string;

/** Reads `text` once, for quoting any number of places in it. */
export function sentenceQuoter(text: string): SentenceQuoter {
  const ends = sentenceEnds(text);
  let words: number[] | undefined;
  let squeezed: Squeezed | undefined;
  const wordCount = (from: number, to: number) => {
    words ??= wordStarts(text);
    return lowerBound(words, to) - lowerBound(words, from);
  };

  return (at, length = 0, max = 280) => {
    length = Math.max(0, Math.min(length, text.length - at));
    // The clause the place is in: from the end before it to the first end after the mention.
    let clause = lowerBound(ends.at, at);
    const after = lowerBound(ends.at, at + length);
    const end =
      after < ends.at.length ? ends.at[after]! + (ends.newline[after] ? 0 : 1) : text.length;
    const startOf = (c: number) => (c === 0 ? 0 : ends.at[c - 1]! + 1);
    if (clause > 0 && ends.weak[clause - 1] && goesOn(text, startOf(clause), end)) clause -= 1;
    while (clause > 0 && ends.weak[clause - 1] && wordCount(startOf(clause), end) < MIN_WORDS)
      clause -= 1;
    const start = startOf(clause);

    if (end - start <= LONG_FACTOR * max) {
      const whole = text.slice(start, end).replace(/\s+/g, ' ');
      const sentence = whole.trim();
      if (sentence.length <= max) return sentence;
      const place = text.slice(start, at).replace(/\s+/g, ' ').length;
      const mention = text.slice(at, at + length).replace(/\s+/g, ' ').length;
      return window(wholeOfSlice(whole), place, mention, max);
    }
    squeezed ??= squeeze(text);
    const whole = wholeOf(squeezed, start, end);
    const trimmed =
      whole.length -
      (whole.char(0) === ' ' ? 1 : 0) -
      (whole.char(whole.length - 1) === ' ' ? 1 : 0);
    if (trimmed <= max) return whole.slice(0, whole.length).trim();
    const place = at > start ? wholeOf(squeezed, start, at).length : 0;
    const mention = length > 0 ? wholeOf(squeezed, at, at + length).length : 0;
    return window(whole, place, mention, max);
  };
}

export function sentenceAround(text: string, at: number, length = 0, max = 280): string {
  return sentenceQuoter(text)(at, length, max);
}
