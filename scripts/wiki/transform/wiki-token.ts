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

/** Template name as MediaWiki matches it: no namespace, first letter case-insensitive. */
export function templateName(token: WikiToken): string {
  return (token.name ?? '')
    .replace(/^Template:/i, '')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
}

/** The value tokens of a template parameter, by name or 1-based position. */
export function param(token: WikiToken, key: string | number): WikiToken[] | undefined {
  const wanted = String(key);
  for (const child of token.childNodes) {
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
