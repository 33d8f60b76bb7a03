import type { Nodes, Root } from 'mdast';
import { countWords, diffStats, wordDiff } from '../../../src/lib/word-diff.ts';
import type { FaqChange, RevisionChange } from '../../../src/content/wiki-data.ts';
import type { FaqEntry } from '../../../src/content/wiki-schemas.ts';

/** A revision converted like the page it was: its rendered text and its FAQ boxes. */
export interface RenderedRevision {
  timestamp: string;
  contributor: string;
  file: string;
  line: number;
  tree: Root;
  faqs: readonly FaqEntry[];
}

/** Attributes whose text a component shows: a box's title, an FAQ's version, an image's name. */
const SHOWN = new Set(['title', 'version', 'name']);

/** The text of a node as a reader sees it, shown attributes included («Ejemplo de Suplantación 2»). */
function shownText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (!('children' in node)) return '';
  const parts: string[] = [];
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    for (const a of node.attributes)
      if (a.type === 'mdxJsxAttribute' && SHOWN.has(a.name) && typeof a.value === 'string')
        parts.push(`${a.value}\n`);
  }
  for (const child of node.children as Nodes[]) parts.push(shownText(child));
  const text = parts.join('');
  return node.type === 'paragraph' ||
    node.type === 'heading' ||
    node.type === 'listItem' ||
    node.type === 'tableCell'
    ? `${text}\n`
    : text;
}

/** The text a reader sees, line by line: what a diff compares, never the markup. */
export function renderedText(tree: Root): string {
  return shownText(tree)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function faqChanges(before: readonly FaqEntry[], after: readonly FaqEntry[]): FaqChange[] {
  const old = new Map(before.map((f) => [f.id, f]));
  const now = new Map(after.map((f) => [f.id, f]));
  const changes: FaqChange[] = [];
  for (const faq of after) {
    const prev = old.get(faq.id);
    if (!prev) changes.push({ id: faq.id, question: faq.question, change: 'nueva' });
    else if (
      prev.answer !== faq.answer ||
      prev.question !== faq.question ||
      prev.version !== faq.version
    )
      changes.push({ id: faq.id, question: faq.question, change: 'cambiada' });
  }
  for (const faq of before)
    if (!now.has(faq.id)) changes.push({ id: faq.id, question: faq.question, change: 'quitada' });
  return changes;
}

/** Each revision against the one before it, oldest first: word-level diffs and FAQ changes. */
export function revisionChanges(revisions: readonly RenderedRevision[]): RevisionChange[] {
  let previous: { text: string; faqs: readonly FaqEntry[] } | undefined;
  return revisions.map((revision) => {
    const text = renderedText(revision.tree);
    const base = {
      timestamp: revision.timestamp,
      contributor: revision.contributor,
      source: { file: revision.file, line: revision.line },
    };
    let change: RevisionChange;
    if (!previous) {
      change = { ...base, words: countWords(text), added: 0, removed: 0, diff: [], faqs: [] };
    } else {
      const diff = wordDiff(previous.text, text);
      const stats = diffStats(diff);
      change = {
        ...base,
        words: stats.added + stats.removed,
        ...stats,
        diff: stats.added + stats.removed > 0 ? diff : [],
        faqs: faqChanges(previous.faqs, revision.faqs),
      };
    }
    previous = { text, faqs: revision.faqs };
    return change;
  });
}
