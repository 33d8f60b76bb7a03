/**
 * The sentence around a place in a text, for quoting a mention on a term page: from the end
 * of the previous sentence (`.`, `!`, `?`, `:` or `;` followed by a space, or a line break) to
 * the end of this one, cut to `max` characters around the place when it runs long.
 */
export function sentenceAround(text: string, at: number, length = 0, max = 280): string {
  const boundary = /[.!?:;](?=\s)|\n/g;
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(boundary)) {
    const i = match.index;
    if (i < at) start = i + 1;
    else if (i >= at + length) {
      end = match[0] === '\n' ? i : i + 1;
      break;
    }
  }
  let sentence = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (sentence.length > max) {
    const offset = Math.max(0, at - start - Math.floor(max / 2));
    const cut = text
      .slice(start, end)
      .replace(/\s+/g, ' ')
      .slice(offset, offset + max)
      .trim();
    sentence = `${offset > 0 ? '…' : ''}${cut}…`;
  }
  return sentence;
}
