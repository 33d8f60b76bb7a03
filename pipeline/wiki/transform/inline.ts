import type { PhrasingContent } from 'mdast';
import type { PageContext } from './page-context.ts';
import type { WikiToken } from './wiki-token.ts';
import { childOfType, templateName } from './wiki-token.ts';
import { htmlTextElement, text, textElement } from './mdast-builders.ts';
import { inlineTemplate } from './templates/registry.ts';
import { append } from './trim-phrasing.ts';
import { wikiLink } from './wiki-link-node.ts';
import { parseLinkTarget } from '../../../src/lib/wiki-title.ts';
import type { RuleComponentProps } from '../../../src/components/wiki/contract.ts';

/** The edition of a span of text inside a sentence: N4 only. */
type InlineEdition = RuleComponentProps<'VersionInline'>['edition'];

/** HTML tags the wiki may use; anything else is shown as the text it is. */
const ALLOWED_TAGS: Record<string, 'delete' | 'break' | 'sup' | 'sub'> = {
  strike: 'delete',
  s: 'delete',
  del: 'delete',
  br: 'break',
  sup: 'sup',
  sub: 'sub',
};

// Only http(s): a protocol-relative `//host` is not a link either (issue 14).
const SAFE_URL = /^https?:\/\//i;

interface Run {
  node: PhrasingContent;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  tag?: 'sup' | 'sub' | undefined;
  edition?: InlineEdition | undefined;
}

/**
 * Turns a run of inline wiki tokens into mdast phrasing content. `'''`/`''` are toggles in
 * wikitext, not pairs, so the runs are collected flat with their marks and grouped at the end.
 */
export function convertInline(tokens: WikiToken[], ctx: PageContext): PhrasingContent[] {
  const runs: Run[] = [];
  const state = {
    bold: false,
    italic: false,
    strike: false,
    tag: undefined as 'sup' | 'sub' | undefined,
    edition: undefined as InlineEdition | undefined,
  };
  const push = (node: PhrasingContent) => {
    // Inside a line a newline is a space, as MediaWiki renders it; left as a newline it could
    // put a JSX tag at the start of a line, where MDX reads it as a block and never closes it.
    if (node.type === 'text' && node.value.includes('\n'))
      node = text(node.value.replace(/\n/g, ' '));
    // For the same reason a line break cannot sit inside `<sup>` or `<VersionInline>`; it keeps
    // the bold/italic/strike around it, which markdown lets span it.
    if (node.type === 'break') runs.push({ node, ...state, tag: undefined, edition: undefined });
    else runs.push({ node, ...state });
  };
  // MediaWiki's link trail: letters right after `]]` belong to the link (`[[Repetidor]]es`).
  let trail = '';

  const visit = (token: WikiToken, next?: WikiToken) => {
    switch (token.type) {
      case 'text':
        // A `{{` the parser left as text is a template that never closed: say where, keep the words.
        if (token.data?.includes('{{')) {
          ctx.warn(
            'plantilla sin cerrar («{{» sin «}}»): se muestra como texto',
            token.getAbsoluteIndex() + token.data.indexOf('{{'),
          );
        }
        if (token.data) push(text(token.data.slice(trail.length)));
        trail = '';
        return;
      case 'quote': {
        const marks = token.toString().length;
        if (marks === 2 || marks === 5) state.italic = !state.italic;
        if (marks === 3 || marks === 5) state.bold = !state.bold;
        return;
      }
      case 'link':
      case 'redirect-target': {
        const target = childOfType(token, 'link-target')?.toString() ?? '';
        const label = childOfType(token, 'link-text');
        const children = label
          ? ctx.inline(label.childNodes)
          : [text(target.replace(/_/g, ' ').replace(/\s+/g, ' ').trim())];
        trail = next?.type === 'text' ? (/^\p{L}+/u.exec(next.data ?? '')?.[0] ?? '') : '';
        if (trail) children.push(text(trail));
        push(wikiLink(target, children, token.getAbsoluteIndex()));
        return;
      }
      case 'category':
        ctx.categories.push(
          parseLinkTarget(childOfType(token, 'link-target')?.toString() ?? '').title,
        );
        return;
      case 'file':
      case 'gallery-image': {
        const name = parseLinkTarget(childOfType(token, 'link-target')?.toString() ?? '').title;
        const caption = token.childNodes.find(
          (c) => c.type === 'image-parameter' && c.name === 'caption',
        );
        push(
          textElement('ImagePlaceholder', {
            name,
            caption: caption?.toString().trim(),
            inline: 'true',
          }),
        );
        return;
      }
      case 'ext-link': {
        const url = childOfType(token, 'ext-link-url')?.toString().trim() ?? '';
        const label = childOfType(token, 'ext-link-text');
        const children = label ? ctx.inline(label.childNodes) : [text(url)];
        if (SAFE_URL.test(url)) push({ type: 'link', url, children });
        else {
          ctx.warn(
            `enlace externo con un esquema no permitido, mostrado como texto: «${url.slice(0, 40)}»`,
            token.getAbsoluteIndex(),
          );
          push(text(token.toString()));
        }
        return;
      }
      case 'free-ext-link':
      case 'magic-link': {
        const url = token.toString();
        push(SAFE_URL.test(url) ? { type: 'link', url, children: [text(url)] } : text(url));
        return;
      }
      case 'html': {
        const name = (token.name ?? '').toLowerCase();
        const kind = ALLOWED_TAGS[name];
        const closing = token.toString().startsWith('</');
        if (kind === 'break') push({ type: 'break' });
        else if (kind === 'delete') state.strike = !closing;
        else if (kind === 'sup' || kind === 'sub') state.tag = closing ? undefined : kind;
        else push(text(token.toString()));
        return;
      }
      case 'ext': {
        const inner = childOfType(token, 'ext-inner');
        const name = (token.name ?? '').toLowerCase();
        if (name === 'nowiki' || name === 'pre') push(text(inner?.toString() ?? ''));
        else if (inner) inner.childNodes.forEach((child, i, all) => visit(child, all[i + 1]));
        return;
      }
      case 'template': {
        // `{{n4inline}}` … `{{n4inline-end}}` mark a span of N4-only text inside a sentence.
        const name = templateName(token);
        if (name === 'n4inline' || name === 'n4inline-end') {
          state.edition = name === 'n4inline' ? 'n4' : undefined;
          ctx.versions.add('n4');
          return;
        }
        for (const node of inlineTemplate(token, ctx)) push(node);
        ctx.checkBudget();
        return;
      }
      case 'comment':
      case 'double-underscore':
      case 'include':
      case 'noinclude':
        return;
      case 'list':
      case 'dd':
        // A `;term : definition` colon inside a line: keep it as punctuation.
        push(text(token.toString().replace(/^[*#]+/, '')));
        return;
      default:
        if (token.childNodes.length > 0 && !['arg', 'magic-word', 'heading'].includes(token.type)) {
          token.childNodes.forEach((child, i, all) => visit(child, all[i + 1]));
        } else {
          push(text(token.toString()));
        }
    }
  };

  tokens.forEach((token, i) => visit(token, tokens[i + 1]));
  return groupRuns(mergeText(runs));
}

function mergeText(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const last = out[out.length - 1];
    if (
      last &&
      last.node.type === 'text' &&
      run.node.type === 'text' &&
      last.bold === run.bold &&
      last.italic === run.italic &&
      last.strike === run.strike &&
      last.tag === run.tag &&
      last.edition === run.edition
    ) {
      last.node = text(last.node.value + run.node.value);
    } else out.push({ ...run });
  }
  return out;
}

function sameMarks(a: Run, b: Run) {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.strike === b.strike &&
    a.tag === b.tag &&
    a.edition === b.edition
  );
}

function groupRuns(runs: Run[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let i = 0;
  while (i < runs.length) {
    const first = runs[i]!;
    const group: PhrasingContent[] = [];
    while (i < runs.length && sameMarks(runs[i]!, first)) group.push(runs[i++]!.node);
    let node: PhrasingContent[] = group;
    if (first.edition) node = [textElement('VersionInline', { edition: first.edition }, node)];
    if (first.tag) node = [htmlTextElement(first.tag, node)];
    if (first.strike) node = [{ type: 'delete', children: node }];
    if (first.italic) node = [{ type: 'emphasis', children: node }];
    if (first.bold) node = [{ type: 'strong', children: node }];
    append(out, node);
  }
  return out;
}
