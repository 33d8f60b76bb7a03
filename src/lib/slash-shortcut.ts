/**
 * Which key presses open the header search: "/" and Ctrl/⌘+K, unless the reader is typing in a
 * field (a slash inside an input or a text area is text, not a command) or another handler
 * already took the key. Pure, so the loader inlined in every page (src/client/loader.ts) stays
 * a few hundred bytes and this rule has its own table of cases.
 */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** Where the key was pressed: its tag name and whether it is editable text. */
  target: { tagName: string; isContentEditable?: boolean } | null;
}

const TYPING = /^(INPUT|TEXTAREA|SELECT)$/;

export function opensSearch(event: ShortcutKey): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  // Ctrl/⌘+K also works from a field: it is never text.
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  return !(target && (target.isContentEditable || TYPING.test(target.tagName)));
}
