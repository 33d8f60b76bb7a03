/**
 * What the keys typed between asking for the search («/», Ctrl/⌘+K, a click) and its field
 * showing leave in it. On a slow network the search's script can take a second to come; the
 * loader inlined in every page (src/client/loader.ts) keeps the keys that `KEPT_KEYS` names
 * meanwhile, and the dialog replays them here as if the field had had the focus from the first:
 * - a character goes on at the end, Backspace takes the last one back;
 * - Enter after the last character opens the first result once it is shown;
 * - Escape closes the search: it is not opened at all.
 */
export interface TypedAhead {
  text: string;
  enter: boolean;
  cancelled: boolean;
}

/** The keys (`KeyboardEvent.key`) the loader keeps: one character, or these. */
export const KEPT_KEYS = /^(.|Backspace|Enter|Escape)$/u;

export function typedAhead(keys: readonly string[]): TypedAhead {
  let text = '';
  let enter = false;
  for (const key of keys) {
    if (key === 'Escape') return { text: '', enter: false, cancelled: true };
    enter = key === 'Enter' && text !== '';
    if (key === 'Backspace') text = [...text].slice(0, -1).join('');
    else if (!enter && key !== 'Enter') text += key;
  }
  return { text, enter, cancelled: false };
}
