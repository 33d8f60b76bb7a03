import Parser from 'wikiparser-node';

/**
 * The part of wikiparser-node's token interface this build relies on. Typing it here keeps
 * the rest of the code independent of the parser's class hierarchy.
 */
export interface WikiToken {
  type: string;
  name?: string;
  data?: string;
  level?: number;
  subtype?: string;
  selfClosing?: boolean;
  childNodes: WikiToken[];
  toString(): string;
  getAbsoluteIndex(): number;
}

/** The parser's own tree methods used once, right after parsing, to cache every offset. */
interface ParsedToken extends WikiToken {
  childNodes: ParsedToken[];
  getRelativeIndex(child: number): number;
}

// The parser keeps NUL and DEL for its own markers and drops them from the text, which shifts
// every later offset (warnings at the wrong line) and glues the words around them together.
// Each becomes a space: same length, the words stay apart.
const PARSER_MARKERS = /[\0\x7F]/g;

// Converted trees are only read, never edited: in view-only mode the parser caches offsets
// instead of recomputing them from every previous sibling's text on each call (which made
// conversion quadratic in the number of top-level tokens).
Parser.viewOnly = true;

/**
 * wikitext → token tree, the one place the build calls the parser. Every node's absolute
 * offset is computed here in one top-down pass (each parent measures its children once), so
 * `getAbsoluteIndex()` afterwards is a cached read.
 */
export function parseWikitext(text: string): WikiToken {
  const root = Parser.parse(text.replace(PARSER_MARKERS, ' ')) as unknown as ParsedToken;
  root.getAbsoluteIndex();
  const pending: ParsedToken[] = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.childNodes.length === 0) continue;
    // Measuring up to the end caches the offsets of all children at once.
    node.getRelativeIndex(node.childNodes.length);
    for (const child of node.childNodes) pending.push(child);
  }
  return root;
}

/** A text token of our own (a line of a split text), with the offset it has in the page. */
export function textToken(data: string, offset: number): WikiToken {
  return {
    type: 'text',
    data,
    childNodes: [],
    toString: () => data,
    getAbsoluteIndex: () => offset,
  };
}

/** Template name as MediaWiki matches it: no namespace, first letter case-insensitive. */
export function templateName(token: WikiToken): string {
  return (token.name ?? '')
    .replace(/^Template:/i, '')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The value tokens of a template parameter, by name or 1-based position. A parameter given
 * twice takes its last value, as in MediaWiki.
 */
export function param(token: WikiToken, key: string | number): WikiToken[] | undefined {
  const wanted = String(key);
  for (let i = token.childNodes.length - 1; i >= 0; i--) {
    const child = token.childNodes[i]!;
    if (child.type !== 'parameter' || (child.name ?? '').trim() !== wanted) continue;
    const value = child.childNodes.find((c) => c.type === 'parameter-value');
    return value?.childNodes ?? [];
  }
  return undefined;
}

export function paramText(token: WikiToken, key: string | number): string {
  return (param(token, key) ?? [])
    .map((t) => t.toString())
    .join('')
    .trim();
}

export function childOfType(token: WikiToken, type: string): WikiToken | undefined {
  return token.childNodes.find((c) => c.type === type);
}
