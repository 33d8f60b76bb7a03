import type { RootContent, PhrasingContent } from 'mdast';
import { text } from './mdast-builders.ts';

/**
 * A page shown as the text it is, when it cannot be converted safely (nested too deep, too
 * slow, or an internal error): paragraphs at blank lines, a line break at each newline. The
 * emitter escapes every character that markdown or MDX would read, so nothing is lost and
 * nothing becomes markup.
 */
export function plainTextBlocks(source: string): RootContent[] {
  const blocks: RootContent[] = [];
  for (const block of source.split(/\n[ \t]*\n/)) {
    const children: PhrasingContent[] = [];
    for (const line of block.split('\n')) {
      const value = line.trim();
      if (value === '') continue;
      if (children.length > 0) children.push({ type: 'break' });
      children.push(text(value));
    }
    if (children.length > 0) blocks.push({ type: 'paragraph', children });
  }
  return blocks;
}
