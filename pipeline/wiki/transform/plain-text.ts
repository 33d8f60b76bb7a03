import type { RootContent, PhrasingContent } from 'mdast';
import { text } from './mdast-builders.ts';

/**
 * Longest paragraph of a page shown as plain text, in characters. The rule-page compiler
 * (micromark) splices its list of a paragraph's tokens once for each run of plain text between
 * escapes, so its time grows with the square of a paragraph's length: a block longer than this
 * is shown as several paragraphs, cut at a line break or else at a space.
 */
export const MAX_PLAIN_PARAGRAPH = 8000;

/** Pieces of at most `max` characters, cut after a space when there is one, never in a pair. */
function cutLine(line: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > max) {
    let at = rest.lastIndexOf(' ', max);
    if (at <= 0) at = max;
    // A surrogate pair stays whole.
    const unit = rest.charCodeAt(at - 1);
    if (unit >= 0xd800 && unit <= 0xdbff) at -= 1;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trimStart();
  }
  pieces.push(rest);
  return pieces.filter((piece) => piece !== '');
}

/**
 * A page shown as the text it is, when it cannot be converted safely (nested too deep, too
 * slow, or an internal error): paragraphs at blank lines, a line break at each newline, and a
 * new paragraph past MAX_PLAIN_PARAGRAPH characters. The emitter escapes every character that
 * markdown or MDX would read, so nothing is lost and nothing becomes markup.
 */
export function plainTextBlocks(source: string, max = MAX_PLAIN_PARAGRAPH): RootContent[] {
  const blocks: RootContent[] = [];
  let children: PhrasingContent[] = [];
  let size = 0;
  const close = () => {
    if (children.length > 0) blocks.push({ type: 'paragraph', children });
    children = [];
    size = 0;
  };
  for (const block of source.split(/\n[ \t]*\n/)) {
    for (const line of block.split('\n')) {
      for (const value of cutLine(line.trim(), max)) {
        if (size + value.length > max) close();
        if (children.length > 0) children.push({ type: 'break' });
        children.push(text(value));
        size += value.length + 1;
      }
    }
    close();
  }
  return blocks;
}
