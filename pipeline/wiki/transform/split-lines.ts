import type { WikiToken } from './wiki-token.ts';
import { textToken } from './wiki-token.ts';

/** One source line of top-level tokens: lists, headings and paragraphs are line-based in wikitext. */
export interface Line {
  tokens: WikiToken[];
  /** Offset of the line's first token in the page's markup. */
  offset: number;
}

/**
 * Cuts the top-level token stream at newlines. Only text tokens can hold a newline at the top
 * level; templates and tables spanning lines stay whole in the line where they start.
 */
export function splitLines(tokens: WikiToken[]): Line[] {
  const lines: Line[] = [{ tokens: [], offset: 0 }];
  for (const token of tokens) {
    if (token.type === 'text' && token.data?.includes('\n')) {
      const start = token.getAbsoluteIndex();
      let position = 0;
      token.data.split('\n').forEach((part, i) => {
        if (i > 0) lines.push({ tokens: [], offset: start + position });
        if (part) lines[lines.length - 1]!.tokens.push(textToken(part, start + position));
        position += part.length + 1;
      });
    } else {
      const line = lines[lines.length - 1]!;
      if (line.tokens.length === 0) line.offset = token.getAbsoluteIndex();
      line.tokens.push(token);
    }
  }
  return lines;
}

export function isBlank(line: Line): boolean {
  return line.tokens.every(
    (t) => (t.type === 'text' && (t.data ?? '').trim() === '') || t.type === 'comment',
  );
}
