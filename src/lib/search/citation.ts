/**
 * A rule or ruling quoted for a forum post, in the three forms forums take: Markdown (Reddit,
 * Discord, Discourse, GitHub), BBCode as phpBB and XenForo read it (`[quote]`, `[b]`, `[url=…]`),
 * and plain text. Each holds the quoted text once, its line breaks kept, then where it comes from
 * and the link. Pure text in, text out: `src/client/share.ts` reads the page and calls these.
 */
export interface Citation {
  /** The rule page's title. */
  rule: string;
  /**
   * A ruling's question (`ruling`), or the section or table quoted; empty for the page itself.
   */
  heading: string;
  /** True when `heading` is a ruling's question and `text` its answer. */
  ruling: boolean;
  /** The quoted text, paragraphs on lines of their own (already shortened). */
  text: string;
  /** «N4 FAQ · 1.0, enero 2021», «N4», «Ediciones: N4 y Code One»… empty when unknown. */
  source: string;
  /** Absolute link to exactly that place. */
  url: string;
}

/** Up to `max` characters, cut at a word, with an ellipsis; its line breaks kept. */
export function shorten(text: string, max = 400): string {
  const clean = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  return `${cut.slice(0, Math.max(space, max - 30)).trimEnd()}…`;
}

/** What the link says: the rule, the section when there is one, the source. */
function label(c: Citation): string {
  const name = c.heading && !c.ruling ? `${c.rule}: ${c.heading}` : c.rule;
  return [name, c.source].filter(Boolean).join(' · ');
}

/** The quoted lines: a ruling's question (P) and answer (R); a section's text. */
function lines(c: Citation): { first?: string; body: string[] } {
  const body = c.text.split('\n').filter(Boolean);
  if (c.ruling) {
    const [answer = '', ...rest] = body;
    return { first: `P: ${c.heading}`, body: [`R: ${answer}`, ...rest] };
  }
  return c.heading ? { first: c.heading, body } : { body };
}

const mdEscape = (text: string) => text.replace(/([\\[\]*_`<>#|])/g, '\\$1');
const bbEscape = (text: string) => text.replace(/\[/g, '(').replace(/\]/g, ')');

/** Markdown: a quote, each paragraph its own (a single line break would be joined). */
export function citationMarkdown(c: Citation): string {
  const { first, body } = lines(c);
  const paragraphs = [...(first ? [`**${mdEscape(first)}**`] : []), ...body.map(mdEscape)];
  const quote = paragraphs.map((p) => `> ${p}`).join('\n>\n');
  return `${quote}\n\n— [${mdEscape(label(c))}](${c.url})`;
}

/** BBCode for phpBB and XenForo: line breaks are kept as they are written. */
export function citationBBCode(c: Citation): string {
  const { first, body } = lines(c);
  const quoted = [...(first ? [`[b]${bbEscape(first)}[/b]`] : []), ...body.map(bbEscape)];
  return `[quote]${quoted.join('\n')}[/quote]\n[url=${c.url}]${bbEscape(label(c))}[/url]`;
}

/** Plain text: for a chat, an e-mail or a forum without either. */
export function citationText(c: Citation): string {
  const { first, body } = lines(c);
  return [...(first ? [first] : []), ...body, '', label(c), c.url].join('\n');
}
