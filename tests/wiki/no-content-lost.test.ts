import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Parser from 'wikiparser-node';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../scripts/lib/context.ts';
import { newestRevisions } from '../../scripts/wiki/parse/newest-revisions.ts';
import { splitDump } from '../../scripts/wiki/parse/split-dump.ts';
import { convertPage } from '../../scripts/wiki/transform/convert-page.ts';
import type { WikiToken } from '../../scripts/wiki/transform/wiki-token.ts';

const dumpDir = path.resolve(import.meta.dirname, '../../content/sources/wiki');

/** Words a reader sees in the wiki: text anywhere except names, keys, link targets with labels, files and categories. */
function sourceWords(token: WikiToken, out: string[] = []): string[] {
  if (
    [
      'template-name',
      'parameter-key',
      'comment',
      'category',
      'file',
      'html-attrs',
      'table-attrs',
    ].includes(token.type)
  )
    return out;
  if (token.type === 'link' && token.childNodes.some((c) => c.type === 'link-text')) {
    for (const c of token.childNodes) if (c.type === 'link-text') sourceWords(c, out);
    return out;
  }
  if (token.type === 'template' && /^(template:)?(image|section-)/i.test(token.name ?? ''))
    return out;
  if (token.type === 'parameter' && /^(q|a)$/.test((token.name ?? '').trim())) {
    // "Q:", "A:" and "[Errata]" label the text in the wiki; the FAQ box shows its own labels.
    const value = token.childNodes.find((c) => c.type === 'parameter-value');
    const inner = value ? sourceWords(value, []) : [];
    while (['q', 'a', 'errata', 'faq'].includes(inner[0] ?? '')) inner.shift();
    out.push(...inner);
    return out;
  }
  if (token.type === 'text') out.push(...words(token.data ?? ''));
  for (const child of token.childNodes) sourceWords(child, out);
  return out;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words on the converted page: text nodes and the string attributes components render. */
function pageWords(tree: Root): Set<string> {
  const out = new Set<string>();
  visit(tree, (node) => {
    if ('value' in node && typeof node.value === 'string')
      words(node.value).forEach((w) => out.add(w));
    if ('attributes' in node && Array.isArray(node.attributes)) {
      for (const a of node.attributes as { name: string; value: unknown }[])
        if (typeof a.value === 'string' && a.name !== 'id' && a.name !== 'href')
          words(a.value).forEach((w) => out.add(w));
    }
    if (
      'target' in node &&
      typeof node.target === 'string' &&
      !('children' in node && (node.children as unknown[]).length)
    )
      words(node.target).forEach((w) => out.add(w));
  });
  return out;
}

describe('ninguna palabra de la wiki se pierde', () => {
  const revisions = readdirSync(dumpDir)
    .filter((f) => f.endsWith('.txt'))
    .flatMap((f) => splitDump(readFileSync(path.join(dumpDir, f), 'utf8'), f).revisions);
  const pages = newestRevisions(revisions);

  it('hay 45 páginas', () => {
    expect(pages).toHaveLength(45);
  });

  it.each(pages.map((r) => [r.title, r] as const))('%s', (_title, revision) => {
    const warnings: Problem[] = [];
    const { tree } = convertPage(revision, warnings);
    const have = pageWords(tree);
    const want = sourceWords(Parser.parse(revision.text) as unknown as WikiToken);
    // Markup that is not text to a reader: quotes, list markers and the like have no letters.
    const missing = [...new Set(want.filter((w) => !have.has(w)))];
    expect(missing).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
