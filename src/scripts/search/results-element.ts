/**
 * `<reglas-results>`: the results display of the header's Component UI modal. Registered with
 * the Component UI instance as a results component (arrow-key navigation from the input,
 * its own screen-reader announcements); on each `search` event of the instance it runs our
 * engine (`runSearch`, src/lib/search/engine.ts) instead of Pagefind's plain ranking, and shows
 * the correction notice, section badges and FAQ rulings under their page.
 * `data-query` / `data-state` tell tests which query is shown and whether it is done.
 */
import { runSearch } from '../../lib/search/engine.ts';
import { outcomeText } from '../../lib/search/outcome-text.ts';
import { instanceFor, type ComponentInstance, type PagefindFilters } from './component-ui.ts';
import { loadEngine } from './load-engine.ts';
import { renderResults } from './render-results.ts';

/** Fired (bubbling) after each search, with the matches per section for the filter. */
export const OUTCOME_EVENT = 'reglas-search-outcome';
export type OutcomeDetail = { counts: Record<string, number> };

type Modal = HTMLElement & { close?: () => void };

export class ReglasResults extends HTMLElement {
  #instance: ComponentInstance | undefined;
  #status = document.createElement('p');
  #list = document.createElement('ol');
  #sequence = 0;
  #listeners: AbortController | undefined;
  /** Enter was pressed before the results of the typed text were shown: open the first one then. */
  #enterPending = false;

  connectedCallback(): void {
    if (!this.#list.isConnected) {
      this.#status.className = 'search-status';
      this.#list.className = 'search-results';
      this.#list.setAttribute('aria-label', 'Resultados');
      this.replaceChildren(this.#status, this.#list);
    }
    const instance = (this.#instance = instanceFor(this));
    instance.registerResults(this, { keyboardNavigation: true, announcements: true });
    instance.on('search', (term, filters) => void this.search(term, filters), this);
    this.#listeners = new AbortController();
    const { signal } = this.#listeners;
    this.#list.addEventListener('keydown', (event) => this.#onKeydown(event), { signal });
    this.#list.addEventListener('focusin', () => this.#showShortcuts(), { signal });
    this.#list.addEventListener(
      'focusout',
      (event) => {
        if (!this.#list.contains(event.relatedTarget as Node | null)) instance.deregisterAllShortcuts(this);
      },
      { signal },
    );
    // A chosen result closes the modal (the Component UI does this only for its own results).
    this.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link) this.#closeFor(link);
    }, { signal });
    // Enter in the search field opens the first result of what was typed.
    this.#modal()?.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' || event.isComposing) return;
        const input = event.target as HTMLInputElement;
        if (!input.matches('pagefind-input input')) return;
        event.preventDefault();
        if (this.dataset['state'] === 'done' && this.dataset['query'] === input.value) this.#openFirst();
        else this.#enterPending = true;
      },
      { signal },
    );
  }

  disconnectedCallback(): void {
    this.#listeners?.abort();
    this.#instance?.deregisterAllShortcuts(this);
    this.#instance?.unregisterComponent(this);
  }

  /** Runs the engine for the instance's term and section filter; a newer search wins. */
  async search(term: string, filters: PagefindFilters): Promise<void> {
    const instance = this.#instance!;
    const id = ++this.#sequence;
    this.dataset['state'] = 'loading';
    this.#list.setAttribute('aria-busy', 'true');
    if (!term.trim()) {
      this.#enterPending = false;
      this.#list.replaceChildren();
      this.#show(term, '', false);
      this.#emit({});
      return;
    }
    try {
      const engine = await loadEngine(instance);
      const outcome = await runSearch(term, { ...engine, parte: filters['parte']?.[0] });
      if (!outcome || id !== this.#sequence) return;
      renderResults(this.#list, outcome.hits);
      const text = outcomeText(outcome);
      this.#show(term, text, outcome.corrected);
      instance.announceRaw(text, outcome.hits.length === 0 ? 'assertive' : 'polite');
      this.#emit(outcome.counts);
      if (this.#enterPending) this.#openFirst();
    } catch {
      if (id !== this.#sequence) return;
      const text = 'La búsqueda no está disponible ahora mismo.';
      this.#list.replaceChildren();
      this.#show(term, text, false);
      this.dataset['state'] = 'error';
      instance.announceRaw(text, 'assertive');
    }
  }

  #show(term: string, text: string, corrected: boolean): void {
    this.#status.textContent = text;
    this.#status.classList.toggle('search-status--corrected', corrected);
    this.#list.setAttribute('aria-busy', 'false');
    this.dataset['query'] = term;
    this.dataset['state'] = 'done';
  }

  #openFirst(): void {
    this.#enterPending = false;
    this.#list.querySelector('a')?.click();
  }

  #emit(counts: Record<string, number>): void {
    this.dispatchEvent(new CustomEvent<OutcomeDetail>(OUTCOME_EVENT, { bubbles: true, detail: { counts } }));
  }

  #modal(): Modal | null {
    return this.closest<Modal>('pagefind-modal');
  }

  /** Closes the modal for a followed link; a link to a box of this page moves the focus there. */
  #closeFor(link: HTMLAnchorElement): void {
    this.#modal()?.close?.();
    const url = new URL(link.href, location.href);
    if (url.pathname !== location.pathname || !url.hash) return;
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) return;
    requestAnimationFrame(() => {
      target.tabIndex = -1;
      target.focus();
    });
  }

  #showShortcuts(): void {
    const instance = this.#instance!;
    instance.deregisterAllShortcuts(this);
    instance.registerShortcut({ label: '↑↓', description: instance.translate('keyboard_navigate') ?? 'navegar' }, this);
    instance.registerShortcut({ label: '↵', description: instance.translate('keyboard_select') ?? 'elegir' }, this);
    instance.registerShortcut({ label: '/', description: instance.translate('keyboard_search') ?? 'buscar' }, this);
  }

  /** Arrows move between the results' links (up from the first goes back to the field); typing goes to the field. */
  #onKeydown(event: KeyboardEvent): void {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    const instance = this.#instance!;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const links = [...this.#list.querySelectorAll('a')];
      const next = links.indexOf(link) + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) instance.focusPreviousInput(link);
      else links[Math.min(next, links.length - 1)]!.focus();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      instance.focusInputAndDelete(link);
    } else if (event.key === '/') {
      event.preventDefault();
      event.stopPropagation();
      instance.focusPreviousInput(link);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== ' ') {
      event.preventDefault();
      instance.focusInputAndType(link, event.key);
    }
  }
}
