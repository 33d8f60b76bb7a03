/**
 * A ruling quoted for a forum post: rule name, quoted text, edition or FAQ version, link.
 * Pure text in, text out: `src/client/share.ts` reads the page and calls these.
 */
export interface Citation {
  /** Page title, and the section, ruling or table when it is not the page itself. */
  name: string;
  /** The quoted rule text (already shortened). */
  text: string;
  /** "N4", "N4 FAQ · 1.0, enero 2021"… empty when unknown. */
  source: string;
  /** Absolute link to exactly that place. */
  url: string;
}

/** Up to `max` characters, cut at a word, with an ellipsis. */
export function shorten(text: string, max = 400): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30))}…`;
}

const mdEscape = (text: string) => text.replace(/([\\[\]*_`<>])/g, '\\$1');
const bbEscape = (text: string) => text.replace(/\[/g, '(').replace(/\]/g, ')');

/** Markdown (Reddit, Discord, GitHub, Discourse). */
export function citationMarkdown(c: Citation): string {
  const quoted = c.text
    .split('\n')
    .map((line) => `> ${mdEscape(line)}`)
    .join('\n');
  return `> **${mdEscape(c.name)}**\n${quoted}\n\n— ${c.source ? `${mdEscape(c.source)} · ` : ''}[${mdEscape(c.name)}](${c.url})`;
}

/** BBCode (phpBB and most classic forums). */
export function citationBBCode(c: Citation): string {
  const author = bbEscape(c.source ? `${c.name} (${c.source})` : c.name).replace(/"/g, "'");
  return `[quote="${author}"]${bbEscape(c.text)}[/quote]\n[url=${c.url}]${bbEscape(c.name)}[/url]`;
}
