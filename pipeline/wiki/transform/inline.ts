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

// Only http(s): a protocol-relative `//host` is not a link either.
const SAFE_URL = /^https?:\/\//i;

interface Run {
  node: PhrasingContent;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  tag?: 'sup' | 'sub' | undefined;
  edition?: InlineEdition | undefined;
}

/** Marks open at a point of the line: each run of text is stored with them. */
type Marks = Omit<Run, 'node'>;

/** The line being converted: its runs so far, the marks open, the link trail to skip. */
interface InlineState {
  ctx: PageContext;
  runs: Run[];
  marks: Marks;
  /** MediaWiki's link trail: letters right after `]]` belong to the link (`[[Repetidor]]es`). */
  trail: string;
}

/**
 * Turns a run of inline wiki tokens into mdast phrasing content. `'''`/`''` are toggles in
 * wikitext, not pairs, so the runs are collected flat with their marks and grouped at the end.
 */
export function convertInline(tokens: WikiToken[], ctx: PageContext): PhrasingContent[] {
  const state: InlineState = {
    ctx,
    runs: [],
    marks: { bold: false, italic: false, strike: false, tag: undefined, edition: undefined },
    trail: '',
  };
  visitAll(state, tokens);
  return groupRuns(mergeText(state.runs));
}

function push(state: InlineState, node: PhrasingContent): void {
  // Inside a line a newline is a space, as MediaWiki renders it; left as a newline it could
  // put a JSX tag at the start of a line, where MDX reads it as a block and never closes it.
  if (node.type === 'text' && node.value.includes('\n'))
    node = text(node.value.replace(/\n/g, ' '));
  // For the same reason a line break cannot sit inside `<sup>` or `<VersionInline>`; it keeps
  // the bold/italic/strike around it, which markdown lets span it.
  if (node.type === 'break')
    state.runs.push({ node, ...state.marks, tag: undefined, edition: undefined });
  else state.runs.push({ node, ...state.marks });
}

function visitAll(state: InlineState, tokens: readonly WikiToken[]): void {
  tokens.forEach((token, i) => visit(state, token, tokens[i + 1]));
}

/** One token, by its type; `next` is the token after it (for the link trail). */
function visit(state: InlineState, token: WikiToken, next?: WikiToken): void {
  const handler = TOKEN_HANDLERS.get(token.type) ?? visitOther;
  handler(state, token, next);
}

type TokenHandler = (state: InlineState, token: WikiToken, next?: WikiToken) => void;

const ignore: TokenHandler = () => {};

/** A `;term : definition` colon inside a line: kept as punctuation. */
const visitListMark: TokenHandler = (state, token) =>
  push(state, text(token.toString().replace(/^[*#]+/, '')));

function visitText(state: InlineState, token: WikiToken): void {
  // A `{{` the parser left as text is a template that never closed: say where, keep the words.
  if (token.data?.includes('{{')) {
    state.ctx.warn(
      'plantilla sin cerrar («{{» sin «}}»): se muestra como texto',
      token.getAbsoluteIndex() + token.data.indexOf('{{'),
    );
  }
  if (token.data) push(state, text(token.data.slice(state.trail.length)));
  state.trail = '';
}

/** `''` italic, `'''` bold, `'''''` both: toggles. */
function visitQuote(state: InlineState, token: WikiToken): void {
  const marks = token.toString().length;
  if (marks === 2 || marks === 5) state.marks.italic = !state.marks.italic;
  if (marks === 3 || marks === 5) state.marks.bold = !state.marks.bold;
}

function visitLink(state: InlineState, token: WikiToken, next?: WikiToken): void {
  const target = childOfType(token, 'link-target')?.toString() ?? '';
  const label = childOfType(token, 'link-text');
  const children = label
    ? state.ctx.inline(label.childNodes)
    : [text(target.replace(/_/g, ' ').replace(/\s+/g, ' ').trim())];
  state.trail = next?.type === 'text' ? (/^\p{L}+/u.exec(next.data ?? '')?.[0] ?? '') : '';
  if (state.trail) children.push(text(state.trail));
  push(state, wikiLink(target, children, token.getAbsoluteIndex()));
}

function visitCategory(state: InlineState, token: WikiToken): void {
  state.ctx.categories.push(
    parseLinkTarget(childOfType(token, 'link-target')?.toString() ?? '').title,
  );
}

function visitFile(state: InlineState, token: WikiToken): void {
  const name = parseLinkTarget(childOfType(token, 'link-target')?.toString() ?? '').title;
  const caption = token.childNodes.find(
    (c) => c.type === 'image-parameter' && c.name === 'caption',
  );
  push(
    state,
    textElement('ImagePlaceholder', {
      name,
      caption: caption?.toString().trim(),
      inline: 'true',
    }),
  );
}

function visitExtLink(state: InlineState, token: WikiToken): void {
  const url = childOfType(token, 'ext-link-url')?.toString().trim() ?? '';
  const label = childOfType(token, 'ext-link-text');
  const children = label ? state.ctx.inline(label.childNodes) : [text(url)];
  if (SAFE_URL.test(url)) push(state, { type: 'link', url, children });
  else {
    state.ctx.warn(
      `enlace externo con un esquema no permitido, mostrado como texto: «${url.slice(0, 40)}»`,
      token.getAbsoluteIndex(),
    );
    push(state, text(token.toString()));
  }
}

function visitBareUrl(state: InlineState, token: WikiToken): void {
  const url = token.toString();
  push(state, SAFE_URL.test(url) ? { type: 'link', url, children: [text(url)] } : text(url));
}

function visitHtml(state: InlineState, token: WikiToken): void {
  const name = (token.name ?? '').toLowerCase();
  const kind = ALLOWED_TAGS[name];
  const closing = token.toString().startsWith('</');
  if (kind === 'break') push(state, { type: 'break' });
  else if (kind === 'delete') state.marks.strike = !closing;
  else if (kind === 'sup' || kind === 'sub') state.marks.tag = closing ? undefined : kind;
  else push(state, text(token.toString()));
}

/** `<nowiki>` and `<pre>` as the text they hold; any other extension tag, its content. */
function visitExtension(state: InlineState, token: WikiToken): void {
  const inner = childOfType(token, 'ext-inner');
  const name = (token.name ?? '').toLowerCase();
  if (name === 'nowiki' || name === 'pre') push(state, text(inner?.toString() ?? ''));
  else if (inner) visitAll(state, inner.childNodes);
}

function visitTemplate(state: InlineState, token: WikiToken): void {
  // `{{n4inline}}` … `{{n4inline-end}}` mark a span of N4-only text inside a sentence.
  const name = templateName(token);
  if (name === 'n4inline' || name === 'n4inline-end') {
    state.marks.edition = name === 'n4inline' ? 'n4' : undefined;
    state.ctx.versions.add('n4');
    return;
  }
  for (const node of inlineTemplate(token, state.ctx)) push(state, node);
  state.ctx.checkBudget();
}

/** Any other token: its children, or its source text when it has none to show. */
function visitOther(state: InlineState, token: WikiToken): void {
  if (token.childNodes.length > 0 && !['arg', 'magic-word', 'heading'].includes(token.type))
    visitAll(state, token.childNodes);
  else push(state, text(token.toString()));
}

/** Each token type's conversion; a type not listed goes to `visitOther`. */
const TOKEN_HANDLERS = new Map<string, TokenHandler>([
  ['text', visitText],
  ['quote', visitQuote],
  ['link', visitLink],
  ['redirect-target', visitLink],
  ['category', visitCategory],
  ['file', visitFile],
  ['gallery-image', visitFile],
  ['ext-link', visitExtLink],
  ['free-ext-link', visitBareUrl],
  ['magic-link', visitBareUrl],
  ['html', visitHtml],
  ['ext', visitExtension],
  ['template', visitTemplate],
  ['comment', ignore],
  ['double-underscore', ignore],
  ['include', ignore],
  ['noinclude', ignore],
  ['list', visitListMark],
  ['dd', visitListMark],
]);

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
