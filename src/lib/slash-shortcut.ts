/**
 * Opens the search on "/" and on Ctrl/⌘+K, unless the reader is typing in a field: a slash
 * inside an input or a text area is text, not a command.
 */
export function bindSlashShortcut(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
    const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
    if (!slash && !commandK) return;
    const target = event.target as HTMLElement | null;
    if (slash && target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    const button = doc.querySelector<HTMLButtonElement>('.search-trigger');
    if (!button) return;
    event.preventDefault();
    button.click();
  });
}
