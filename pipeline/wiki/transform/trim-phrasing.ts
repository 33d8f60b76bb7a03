import type { PhrasingContent } from 'mdast';
import { text } from './mdast-builders.ts';

/** Trims white space at both ends of a phrasing list, as MediaWiki does for a line. */
export function trimPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  let start = 0;
  let end = nodes.length;
  let head: PhrasingContent | undefined;
  let tail: PhrasingContent | undefined;
  // A text node that is only white space is dropped and trimming goes on past it.
  while (start < end) {
    const node = nodes[start]!;
    if (node.type !== 'text') break;
    const value = node.value.replace(/^\s+/, '');
    if (value !== '') {
      head = text(value);
      break;
    }
    start++;
  }
  while (start < end) {
    const node = end - 1 === start && head ? head : nodes[end - 1]!;
    if (node.type !== 'text') break;
    const value = node.value.replace(/\s+$/, '');
    if (value !== '') {
      tail = text(value);
      break;
    }
    end--;
  }
  const out = nodes.slice(start, end);
  if (head && out.length > 0) out[0] = head;
  if (tail && out.length > 0) out[out.length - 1] = tail;
  return out;
}

/** `target.push(...items)` without spreading: a spread of 100,000 nodes overflows the stack. */
export function append<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}
