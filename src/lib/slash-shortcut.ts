/**
 * Opens the search modal on "/", unless the reader is typing in a field: a slash inside an
 * input or a text area is text, not a command.
 */
export function bindSlashShortcut(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement | null;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    const button = doc.querySelector<HTMLButtonElement>('pagefind-modal-trigger button');
    if (!button) return;
    event.preventDefault();
    button.click();
  });
}
