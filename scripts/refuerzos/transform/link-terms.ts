/**
 * Links terms that name a wiki page (`/reglas/<slug>/`), once per section: the first mention
 * after each heading. Headings, skill boxes and existing links are left alone.
 */
import type { Link, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { WikiPageRef } from '../../lib/context.ts';

export interface LinkedPage {
  target: string;
  url: string;
  resolved: boolean;
}

export function linkTerms(tree: Root, pages: WikiPageRef[], selfSlug: string): LinkedPage[] {
  const candidates = pages.filter((p) => p.slug !== selfSlug && p.title.trim().length >= 3);
  if (candidates.length === 0) return [];
  // Longest titles first, so "Tokens de Mando" wins over a page called "Mando".
  candidates.sort((a, b) => b.title.length - a.title.length);
  const byTitle = new Map(candidates.map((p) => [p.title.toLocaleLowerCase('es'), p]));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${candidates.map((p) => escape(p.title)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const used = new Map<string, LinkedPage>();
  let linkedHere = new Set<string>();

  for (const node of tree.children) {
    if (node.type === 'heading') {
      linkedHere = new Set();
      continue;
    }
    visit(node);
  }
  return [...used.values()];

  function visit(node: RootContent | PhrasingContent): void {
    if (node.type === 'link' || node.type === 'heading' || node.type === 'inlineCode' || node.type === 'code') return;
    if (!('children' in node)) return;
    const parent = node as Parent;
    const out: typeof parent.children = [];
    for (const child of parent.children) {
      if (child.type === 'text') out.push(...split(child));
      else {
        visit(child as RootContent);
        out.push(child);
      }
    }
    parent.children = out;
  }

  function split(text: Text): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    let last = 0;
    for (const m of text.value.matchAll(pattern)) {
      const page = byTitle.get(m[0].toLocaleLowerCase('es'));
      if (!page || linkedHere.has(page.slug)) continue;
      linkedHere.add(page.slug);
      used.set(page.slug, { target: page.title, url: page.url, resolved: true });
      if (m.index > last) out.push({ type: 'text', value: text.value.slice(last, m.index) });
      const link: Link = { type: 'link', url: page.url, children: [{ type: 'text', value: m[0] }] };
      out.push(link);
      last = m.index + m[0].length;
    }
    if (last === 0) return [text];
    if (last < text.value.length) out.push({ type: 'text', value: text.value.slice(last) });
    return out;
  }
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
