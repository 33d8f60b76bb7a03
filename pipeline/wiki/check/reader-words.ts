/**
 * The words a reader sees, in the wiki markup and on the converted page: the measure behind
 * "no source word is lost" (tests/wiki/no-content-lost.test.ts on the seeds, and the fuzzer's
 * hostile pages in tools/fuzz/cases.ts).
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { TEMPLATES } from '../transform/templates/registry.ts';
import { templateName, type WikiToken } from '../transform/wiki-token.ts';

/** Lower-cased runs of letters and digits: punctuation and markup have no words. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Tokens whose text a reader never sees: names, keys, comments, files, categories, attributes. */
const UNSEEN = new Set([
  'template-name',
  'parameter-key',
  'comment',
  'category',
  'file',
  'html-attrs',
  'table-attrs',
]);

export interface SourceWordOptions {
  /**
   * For known templates, the parameters whose text the template shows. Without it every
   * parameter counts; with it, the others do not (an unused parameter is invisible on the wiki
   * too), and a parameter given twice counts its last value only, as in MediaWiki.
   */
  shown?: Record<string, (parameter: string) => boolean>;
  /** Words that label a FAQ's question or answer ("Q:", "A:", "[Errata]"): the box shows its own. */
  labels?: readonly string[];
}

/** Words a reader sees in the wiki: text anywhere except names, keys, link targets with labels, files and categories. */
export function sourceWords(
  token: WikiToken,
  options: SourceWordOptions = {},
  out: string[] = [],
): string[] {
  if (UNSEEN.has(token.type)) return out;
  if (token.type === 'link' && token.childNodes.some((c) => c.type === 'link-text')) {
    for (const c of token.childNodes) if (c.type === 'link-text') sourceWords(c, options, out);
    return out;
  }
  if (token.type === 'template') {
    const name = templateName(token);
    if (/^(image|section-)/.test(name)) return out;
    if (options.shown && name in TEMPLATES) {
      const shown = options.shown[name] ?? (() => false);
      const last = new Map<string, WikiToken>();
      for (const c of token.childNodes)
        if (c.type === 'parameter') last.set((c.name ?? '').trim(), c);
      for (const [key, c] of last) if (shown(key)) sourceWords(c, options, out);
      return out;
    }
  }
  if (token.type === 'parameter' && /^(q|a)$/.test((token.name ?? '').trim())) {
    const labels = options.labels ?? ['q', 'a', 'errata', 'faq'];
    const value = token.childNodes.find((c) => c.type === 'parameter-value');
    const inner = value ? sourceWords(value, options, []) : [];
    while (labels.includes(inner[0] ?? '')) inner.shift();
    out.push(...inner);
    return out;
  }
  if (token.type === 'text') out.push(...words(token.data ?? ''));
  let previous: WikiToken | undefined;
  for (const child of token.childNodes) {
    if (child.type === 'text' && previous?.type === 'link') {
      // MediaWiki's link trail: the letters right after `]]` join the link's text
      // (transform/inline.ts), so `]]t7` reads as the link's «…t» and a word «7».
      const data = child.data ?? '';
      const trail = /^\p{L}+/u.exec(data)?.[0] ?? '';
      out.push(...words(trail), ...words(data.slice(trail.length)));
    } else sourceWords(child, options, out);
    previous = child;
  }
  return out;
}

/** Words on the converted page: text nodes, the string attributes components render, and link targets shown as their text. */
export function pageWords(tree: Root): Set<string> {
  const out = new Set<string>();
  const add = (text: string) => words(text).forEach((w) => out.add(w));
  visit(tree, (node) => {
    if ('value' in node && typeof node.value === 'string') add(node.value);
    if ('attributes' in node && Array.isArray(node.attributes)) {
      for (const a of node.attributes as { name: string; value: unknown }[])
        if (typeof a.value === 'string' && a.name !== 'id' && a.name !== 'href') add(a.value);
    }
    if (
      'target' in node &&
      typeof node.target === 'string' &&
      !('children' in node && (node.children as unknown[]).length)
    )
      add(node.target);
  });
  return out;
}
