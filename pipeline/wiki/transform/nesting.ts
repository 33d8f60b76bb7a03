/** Deepest nesting of templates, links and tables a page may have; the wiki's use four at most. */
export const MAX_NESTING = 24;

/**
 * How deep `{{…}}`, `[[…]]` and `{|…|}` nest in a page's markup, and where the nesting first
 * passes `limit`. One pass over the text, before the parser sees it: the parser and every tree
 * walker after it recurse once per level, and a few hundred levels overflow the stack.
 * Openers never closed count too: the count is an upper bound, which is what a guard needs.
 */
export function scanNesting(text: string, limit = MAX_NESTING): { depth: number; overAt?: number } {
  let depth = 0;
  let max = 0;
  let overAt: number | undefined;
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const pair = c + (text[i + 1] ?? '');
    let delta = 0;
    if (pair === '{{' || pair === '[[' || (lineStart && pair === '{|')) delta = 1;
    else if (pair === '}}' || pair === ']]' || (lineStart && pair === '|}')) delta = -1;
    if (c === '\n') lineStart = true;
    else if (c !== ' ' && c !== '\t') lineStart = false;
    if (delta === 0) continue;
    i++;
    lineStart = false;
    depth = Math.max(0, depth + delta);
    if (depth > max) max = depth;
    if (depth > limit && overAt === undefined) overAt = i - 1;
  }
  return overAt === undefined ? { depth: max } : { depth: max, overAt };
}
