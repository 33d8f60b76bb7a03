import type { Root, Nodes } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visitParents } from 'unist-util-visit-parents';
import { sentenceQuoter } from '../../../src/lib/sentence.ts';
import type { Mention } from '../../../src/content/wiki-data.ts';
import { jsxAttribute } from '../../shared/jsx-attribute.ts';
import { createNameScanner } from '../../shared/name-occurrences.ts';

/** What to look for: the term page's slug and the names it is written with. */
export interface TermMatcher {
  slug: string;
  names: readonly string[];
}

const isElement = (node: Nodes, name: string): node is MdxJsxFlowElement | MdxJsxTextElement =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;

/** The longest question quoted whole; a longer one is cut between words. */
const QUESTION_MAX = 280;

/** A ruling's question, as its box holds it (`FaqQuestion`): read once a box. */
const questions = new WeakMap<MdxJsxFlowElement, string>();
function questionOf(box: MdxJsxFlowElement): string {
  let question = questions.get(box);
  if (question === undefined) {
    const child = box.children.find((c) => isElement(c, 'FaqQuestion'));
    const text = child ? toString(child).replace(/\s+/g, ' ').trim() : '';
    const cut = text.lastIndexOf(' ', QUESTION_MAX);
    question =
      text.length <= QUESTION_MAX ? text : `${text.slice(0, cut > 0 ? cut : QUESTION_MAX)}…`;
    questions.set(box, question);
  }
  return question;
}

/**
 * Every mention of every term on the given pages: each `TermLink` to a term page, and each
 * place its names are written as words (case as written: «Tropa» the rule, not «tropa»).
 * The url points at the nearest heading or FAQ box, so the reader lands near the sentence.
 */
export function collectMentions(
  pages: readonly { title: string; url: string; tree: Root }[],
  matchers: readonly TermMatcher[],
): Map<string, Mention[]> {
  const slugsByName = new Map<string, Set<string>>();
  for (const m of matchers) {
    for (const name of m.names) {
      if (name.trim().length < 2) continue;
      const set = slugsByName.get(name) ?? new Set();
      set.add(m.slug);
      slugsByName.set(name, set);
    }
  }
  // Whole words, case as written, longest name first: linear in the text (name-occurrences.ts).
  const scanner = slugsByName.size > 0 ? createNameScanner(slugsByName.keys()) : undefined;

  // Each sentence once per page and term; a linked mention marks the one already there.
  const mentions = new Map<string, Mention[]>();
  const seen = new Map<string, Map<string, Mention>>();
  const add = (slug: string, mention: Mention) => {
    const key = `${mention.page}\0${mention.sentence}`;
    const bySentence = seen.get(slug) ?? new Map<string, Mention>();
    seen.set(slug, bySentence);
    const same = bySentence.get(key);
    if (same) {
      same.linked ||= mention.linked;
      return;
    }
    bySentence.set(key, mention);
    const list = mentions.get(slug) ?? [];
    list.push(mention);
    mentions.set(slug, list);
  };

  for (const page of pages) {
    let heading = '';
    visitParents(page.tree, (node, ancestors) => {
      if (isElement(node, 'Heading')) {
        heading = jsxAttribute(node, 'id') || heading;
        return;
      }
      if (node.type !== 'paragraph' && node.type !== 'tableCell') return;
      if (ancestors.some((a) => isElement(a, 'Heading'))) return;
      const box = [...ancestors].reverse().find((a) => isElement(a, 'FaqBox'));
      const anchor = box ? jsxAttribute(box as MdxJsxFlowElement, 'anchor') : heading;
      const url = anchor ? `${page.url}#${anchor}` : page.url;
      const text = toString(node);
      // A ruling's list of related rules says nothing of the term: its question says why.
      const related = box && ancestors.some((a) => isElement(a, 'FaqRelated'));
      const sentenceAround = related
        ? () => questionOf(box as MdxJsxFlowElement)
        : sentenceQuoter(text);
      // Links first: their text may differ from the term's names («Ataque de Combate a Distancia»).
      let cursor = 0;
      visitParents(node, (inner) => {
        if (!isElement(inner, 'TermLink')) return;
        const href = jsxAttribute(inner, 'href');
        const slug = href.match(/^\/reglas\/([^/#]+)\/$/)?.[1];
        const linkText = toString(inner);
        const at = Math.max(0, text.indexOf(linkText, cursor));
        cursor = at + linkText.length;
        if (slug)
          add(slug, {
            page: page.title,
            url,
            sentence: sentenceAround(at, linkText.length),
            linked: true,
          });
      });
      if (!scanner) return;
      for (const { name, index } of scanner.find(text)) {
        const sentence = sentenceAround(index, name.length);
        for (const slug of slugsByName.get(name) ?? [])
          add(slug, { page: page.title, url, sentence, linked: false });
      }
    });
  }
  return mentions;
}
