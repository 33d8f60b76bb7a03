import { diffWords } from 'diff';
import type { DiffPart } from '../content/wiki-data.ts';

const WORD = /[\p{L}\p{N}]+/gu;
export const countWords = (text: string): number => text.match(WORD)?.length ?? 0;

/**
 * Word-level diff of two rendered texts (jsdiff's `diffWords`), with long unchanged runs cut
 * to `context` words on each side of a change, so a diff reads on a phone: `…` marks a cut.
 */
export function wordDiff(before: string, after: string, context = 12): DiffPart[] {
  const parts: DiffPart[] = diffWords(before, after).map((c) => ({
    op: c.added ? 'ins' : c.removed ? 'del' : 'eq',
    text: c.value,
  }));
  if (parts.every((part) => part.op === 'eq')) return parts;
  return parts.map((part, i) => {
    if (part.op !== 'eq') return part;
    const words = part.text.match(/\S+/g) ?? [];
    const keepTail = i > 0 ? context : 0; // context after the previous change
    const keepHead = i < parts.length - 1 ? context : 0; // context before the next change
    if (words.length <= keepHead + keepTail + 1) return part;
    const lead = /^\s*/.exec(part.text)![0];
    const trail = /\s*$/.exec(part.text)![0];
    const tail = keepTail ? `${lead}${words.slice(0, keepTail).join(' ')} ` : '';
    const head = keepHead ? ` ${words.slice(words.length - keepHead).join(' ')}${trail}` : '';
    return { op: 'eq', text: `${tail}…${head}` };
  });
}

/** Words added and removed by a diff. */
export function diffStats(parts: readonly DiffPart[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.op === 'ins') added += countWords(part.text);
    if (part.op === 'del') removed += countWords(part.text);
  }
  return { added, removed };
}
