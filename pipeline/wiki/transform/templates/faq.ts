import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { TemplateHandler } from './types.ts';
import type { PageContext } from '../page-context.ts';
import type { WikiToken } from '../wiki-token.ts';
import { param, paramText, textToken } from '../wiki-token.ts';
import { flowElement, paragraph, text, textElement } from '../mdast-builders.ts';
import { trimPhrasing } from '../trim-phrasing.ts';
import { faqId } from '../../../../src/lib/faq-id.ts';
import { isWikiLink } from '../wiki-link-node.ts';

/** Labels the wiki writes into the text; the box shows them itself. */
const QUESTION_PREFIX = /^\s*(\[(errata|faq)\]\s*)?(q|p)\s*:\s*|^\s*\[(errata|faq)\]\s*/i;
const ANSWER_PREFIX = /^\s*(a|r)\s*:\s*/i;

function stripPrefix(tokens: WikiToken[], prefix: RegExp): WikiToken[] {
  const [first, ...rest] = tokens;
  if (!first || first.type !== 'text') return tokens;
  const original = first.data ?? '';
  const data = original.replace(prefix, '');
  // A new token of our own: spreading the parser's token would drop its class methods.
  return [textToken(data, first.getAbsoluteIndex() + original.length - data.length), ...rest];
}

/** Splits a parameter at its line breaks: an answer may hold several paragraphs. */
function paragraphs(tokens: WikiToken[], ctx: PageContext): RootContent[] {
  const lines: WikiToken[][] = [[]];
  for (const token of tokens) {
    if (token.type === 'text' && token.data?.includes('\n')) {
      const start = token.getAbsoluteIndex();
      let position = 0;
      token.data.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines[lines.length - 1]!.push(textToken(part, start + position));
        position += part.length + 1;
      });
    } else lines[lines.length - 1]!.push(token);
  }
  return lines
    .map((line) => trimPhrasing(ctx.inline(line)))
    .filter((line) => line.length > 0)
    .map((line) => paragraph(line));
}

export const faqTemplates: Record<string, TemplateHandler> = {
  faqbox: {
    block: (token, ctx) => {
      const kind = paramText(token, 'type').toLowerCase() === 'errata' ? 'errata' : 'faq';
      const title = paramText(token, 'title') || (kind === 'errata' ? 'Errata' : 'FAQ');
      const version = paramText(token, 'version');
      const question = paragraphs(stripPrefix(param(token, 'q') ?? [], QUESTION_PREFIX), ctx);
      const answer = paragraphs(stripPrefix(param(token, 'a') ?? [], ANSWER_PREFIX), ctx);
      const related = trimPhrasing(ctx.inline(param(token, 'related') ?? []));
      if (question.length === 0)
        ctx.warn('caja FAQ sin pregunta (parámetro q)', token.getAbsoluteIndex());
      const questionText = question.map((p) => toString(p)).join(' ');
      const id = ctx.id(faqId(questionText || `${title} ${version}`), 'faq');
      ctx.faqs.push({
        id,
        kind,
        title,
        version,
        question: questionText,
        answer: answer.map((p) => toString(p)).join('\n'),
        related: related.flatMap((node) => (isWikiLink(node) ? [node.target] : [])),
        aliases: [],
      });
      const children: RootContent[] = [
        // The question is the box's heading and carries its id: Pagefind shows it as a sub-result.
        flowElement('FaqQuestion', { id }, question),
        flowElement('FaqAnswer', {}, answer),
      ];
      if (related.length > 0) children.push(flowElement('FaqRelated', {}, [paragraph(related)]));
      return {
        type: 'node',
        node: flowElement('FaqBox', { anchor: id, kind, title, version }, children),
      };
    },
  },
  seefaq: {
    // The target is chosen once the page's boxes are known: see `link-see-faq.ts`.
    inline: (token, ctx) => [
      textElement('SeeFaq', {}, trimPhrasing(ctx.inline(param(token, 1) ?? []))),
    ],
  },
};

export { text };
