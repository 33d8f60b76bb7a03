/**
 * The text of a link preview (og:description, twitter:description, the meta description): one
 * line, cut at a word with an ellipsis. 200 characters is X's limit for a card's description;
 * Facebook and LinkedIn show about two lines of it, Slack, Discord and Telegram all of it.
 */
export const PREVIEW_TEXT_MAX = 200;

export function previewText(text: string, max = PREVIEW_TEXT_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}
