/**
 * Opens the header search (Pagefind's Component UI modal) on "/", unless the reader is typing in
 * a field: a slash inside an input or a text area is text, not a command. Ctrl/⌘+K is the
 * trigger's own shortcut (`<pagefind-modal-trigger>`).
 */
export const TRIGGER_BUTTON = 'pagefind-modal-trigger button';

export function bindSlashShortcut(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const target = event.target as HTMLElement | null;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    // Already open: back to the search field.
    const open = doc.querySelector<HTMLInputElement>('pagefind-modal dialog[open] pagefind-input input');
    const button = doc.querySelector<HTMLButtonElement>(TRIGGER_BUTTON);
    if (!open && !button) return;
    event.preventDefault();
    if (open) open.focus();
    else button!.click();
  });
}
