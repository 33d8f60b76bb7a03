/**
 * The header search: Pagefind's Component UI (trigger, modal, input, keyboard hints: loaded by
 * `Search.astro`) with our own results and section filter elements registered with its instance,
 * and "/" opening the modal beside the trigger's own Ctrl/⌘+K. Pointing at the trigger starts
 * loading Pagefind and the vocabulary.
 */
import { bindSlashShortcut } from '../../lib/slash-shortcut.ts';
import { componentUi, instanceFor } from './component-ui.ts';
import { ReglasFilter } from './filter-element.ts';
import { loadEngine } from './load-engine.ts';
import { ReglasResults } from './results-element.ts';

bindSlashShortcut(document);
componentUi()
  .then(() => {
    if (!customElements.get('reglas-filter')) customElements.define('reglas-filter', ReglasFilter);
    if (!customElements.get('reglas-results')) customElements.define('reglas-results', ReglasResults);
    const trigger = document.querySelector('pagefind-modal-trigger');
    trigger?.addEventListener('pointerenter', () => void loadEngine(instanceFor(trigger)).catch(() => undefined), { once: true });
  })
  .catch((error: unknown) => console.error('[búsqueda]', error));
