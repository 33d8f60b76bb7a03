import type { Nodes, Root } from 'mdast';
import { countWords, diffStats, wordDiff } from '../../../src/lib/word-diff.ts';
import type { FaqChange, RevisionChange } from '../../../src/content/wiki-data.ts';
import type { FaqEntry } from '../../../src/content/wiki-schemas.ts';
import { contentWords } from '../../../src/lib/text-similarity.ts';

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

/** Content words shared over content words in all: how alike two rulings read. */
function likeness(a: FaqEntry, b: FaqEntry): number {
  const x = contentWords(`${a.question} ${a.answer}`);
  const y = contentWords(`${b.question} ${b.answer}`);
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  const all = x.size + y.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** Least likeness for a ruling whose id changed to count as the same ruling reworded. */
const SAME_RULING = 0.5;

/**
 * Which ruling of `after` each ruling of `before` became: the same id, or else (a question
 * reworded, so its id changed) the most alike ruling left on both sides, at least half of their
 * words shared. Returns, by id in `after`, the ruling it was.
 */
export function matchFaqs(
  before: readonly FaqEntry[],
  after: readonly FaqEntry[],
): Map<string, FaqEntry> {
  const now = new Set(after.map((f) => f.id));
  const matched = new Map<string, FaqEntry>();
  for (const faq of before) if (now.has(faq.id)) matched.set(faq.id, faq);
  const gone = before.filter((f) => !now.has(f.id));
  const added = after.filter((f) => !matched.has(f.id));
  const pairs = gone
    .flatMap((old) => added.map((faq) => ({ old, faq, score: likeness(old, faq) })))
    .filter((p) => p.score >= SAME_RULING)
    .sort((a, b) => b.score - a.score);
  const used = new Set<FaqEntry>();
  for (const { old, faq } of pairs) {
    if (used.has(old) || matched.has(faq.id)) continue;
    used.add(old);
    matched.set(faq.id, old);
  }
  return matched;
}

const changed = (a: FaqEntry, b: FaqEntry) =>
  a.answer !== b.answer || a.question !== b.question || a.version !== b.version;

function faqChanges(before: readonly FaqEntry[], after: readonly FaqEntry[]): FaqChange[] {
  const was = matchFaqs(before, after);
  const changes: FaqChange[] = [];
  for (const faq of after) {
    const prev = was.get(faq.id);
    if (!prev) changes.push({ id: faq.id, question: faq.question, change: 'nueva' });
    else if (changed(prev, faq))
      changes.push({ id: faq.id, question: faq.question, change: 'cambiada' });
  }
  const kept = new Set([...was.values()]);
  for (const faq of before)
    if (!kept.has(faq)) changes.push({ id: faq.id, question: faq.question, change: 'quitada' });
  return changes;
}

/** What the history says of one ruling of the newest revision. */
export interface RulingPast {
  /** The ids it had in older revisions (its question read otherwise), oldest first. */
  aliases: string[];
  /** When it last changed (question, answer or version), if a newer revision changed it. */
  changed?: string;
}

/**
 * Every ruling of the newest revision, by id, with the ids it had before and when it last
 * changed: an old link still lands on it, and the ruling says it changed.
 */
export function rulingPasts(revisions: readonly RenderedRevision[]): Map<string, RulingPast> {
  let pasts = new Map<string, RulingPast>();
  let previous: readonly FaqEntry[] | undefined;
  for (const revision of revisions) {
    const next = new Map<string, RulingPast>();
    const was = previous ? matchFaqs(previous, revision.faqs) : new Map<string, FaqEntry>();
    for (const faq of revision.faqs) {
      const old = was.get(faq.id);
      const past: RulingPast = { aliases: [] };
      if (old) {
        const before = pasts.get(old.id);
        past.aliases = [...(before?.aliases ?? []), ...(old.id === faq.id ? [] : [old.id])];
        const when = changed(old, faq) ? revision.timestamp : before?.changed;
        if (when) past.changed = when;
      }
      next.set(faq.id, past);
    }
    pasts = next;
    previous = revision.faqs;
  }
  return pasts;
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
