/**
 * The search dialog of the header (markup in src/components/Search.astro): a native modal
 * `<dialog>` gives the focus trap, Escape and the backdrop; this adds
 * - one search per query: typing runs `runSearch` (src/lib/search/engine.ts) on the latest text,
 *   never two at once, a newer text replacing a pending one;
 * - the section filter (`parte`), with each section's count after each search;
 * - the keyboard of a listbox: ↓ from the field to the results, ↑↓ between them, ↑ from the
 *   first back to the field, Enter opens the first result, letters go back to the field;
 * - announcements: the status line (role="status") says how many results or which correction;
 * - focus back to the button that opened it;
 * - the first FIRST_HITS pages, then "Más resultados" adds MORE_HITS at a time (Pagefind keeps
 *   what it loaded: asking for more downloads only the new pages), the focus on the first new one.
 * `data-query` / `data-state` on the dialog tell tests which query is shown and whether it is done.
 */
import { FIRST_HITS, runSearch } from '../../lib/search/engine.ts';
import { outcomeText } from '../../lib/search/outcome-text.ts';
import { matchTerms } from '../../lib/search/term-match.ts';
import { loadPagefind, loadReader, loadTerms, loadTypos } from './load-engine.ts';
import { renderResults } from './render-results.ts';
import type { TypedAhead } from '../../lib/search/typed-ahead.ts';

const MORE_HITS = 10;

export class SearchDialog {
  readonly #dialog: HTMLDialogElement;
  readonly #input: HTMLInputElement;
  readonly #status: HTMLElement;
  readonly #list: HTMLOListElement;
  readonly #more: HTMLButtonElement;
  /** Pages to show for the current text; the hit to focus once more of them are shown. */
  #limit = FIRST_HITS;
  #focusHit: number | undefined;
  #trigger: HTMLElement | undefined;
  /** The search running now, and the latest text typed meanwhile. */
  #running = false;
  #pending: string | undefined;
  /** Enter was pressed before the results of the typed text were shown: open the first one then. */
  #enterPending = false;

  constructor(dialog: HTMLDialogElement) {
    this.#dialog = dialog;
    this.#input = dialog.querySelector('input[type="search"]')!;
    this.#status = dialog.querySelector('.search-status')!;
    this.#list = dialog.querySelector('.search-results')!;
    this.#more = Object.assign(document.createElement('button'), {
      type: 'button',
      className: 'search-more',
      textContent: 'Más resultados',
      hidden: true,
    });
    this.#list.after(this.#more);
    this.#more.addEventListener('click', () => {
      this.#focusHit = this.#list.children.length;
      this.#limit += MORE_HITS;
      this.#queue(false);
    });
    this.#input.addEventListener('input', () => this.#queue());
    dialog.addEventListener('change', (event) => {
      if ((event.target as HTMLInputElement).name === 'parte') this.#queue();
    });
    dialog.addEventListener('keydown', (event) => this.#onKeydown(event));
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element;
      // The backdrop (a click on the dialog box itself, outside its content) and the close button close it.
      if (target === dialog || target.closest('[data-search-close]')) return dialog.close();
      const link = target.closest('a');
      if (link) this.#follow(link);
    });
    dialog.addEventListener('close', () => this.#trigger?.focus());
  }

  /** Shows the dialog with the focus in its field: the text typed ahead, or the last query selected. */
  open(trigger: HTMLElement, typed?: TypedAhead): void {
    this.#trigger = trigger;
    if (!this.#dialog.open) this.#dialog.showModal();
    this.#input.focus();
    if (!typed?.text) return this.#input.select();
    this.#input.value = typed.text;
    this.#queue();
    this.#enterPending = typed.enter;
  }

  #part(): string | undefined {
    return (
      this.#dialog.querySelector<HTMLInputElement>('input[name="parte"]:checked')?.value ||
      undefined
    );
  }

  /** Runs a search of the field's text now, or after the one running (only the latest text). */
  #queue(newText = true): void {
    if (newText) {
      this.#limit = FIRST_HITS;
      this.#focusHit = undefined;
    }
    this.#pending = this.#input.value;
    this.#dialog.dataset['state'] = 'loading';
    if (!this.#running) void this.#drain();
  }

  async #drain(): Promise<void> {
    this.#running = true;
    while (this.#pending !== undefined) {
      const term = this.#pending;
      this.#pending = undefined;
      await this.#search(term, this.#part());
    }
    this.#running = false;
  }

  async #search(term: string, part: string | undefined): Promise<void> {
    this.#list.setAttribute('aria-busy', 'true');
    if (!term.trim()) {
      this.#enterPending = false;
      this.#list.replaceChildren();
      this.#more.hidden = true;
      return this.#show(term, '', false, {});
    }
    try {
      // Marks (`search:*`) let `npm run bench` say where the time of a search goes.
      performance.mark('search:query');
      const named = loadTerms().catch(() => []);
      // A query that is no name as written needs the reader: its download starts with
      // Pagefind's, not after it.
      void named.then((terms) => {
        if (matchTerms(term, terms).length === 0) void loadReader();
      });
      const [pagefind, terms] = await Promise.all([loadPagefind(), named]);
      const limit = this.#limit;
      const outcome = await runSearch(term, {
        pagefind,
        terms,
        loadTypos,
        loadReader,
        part,
        limit,
      });
      if (!outcome || this.#pending !== undefined) return;
      performance.mark('search:outcome');
      renderResults(this.#list, outcome.hits);
      this.#more.hidden = outcome.total <= outcome.hits.length;
      if (this.#focusHit !== undefined) {
        this.#list.children[this.#focusHit]?.querySelector('a')?.focus();
        this.#focusHit = undefined;
      }
      this.#show(term, outcomeText(outcome), outcome.corrected, outcome.counts);
      if (this.#enterPending) this.#openFirst();
    } catch {
      this.#list.replaceChildren();
      this.#more.hidden = true;
      this.#show(term, 'La búsqueda no está disponible ahora mismo.', false, {});
      this.#dialog.dataset['state'] = 'error';
    }
  }

  #show(term: string, text: string, corrected: boolean, counts: Record<string, number>): void {
    this.#status.textContent = text;
    this.#status.classList.toggle('search-status--corrected', corrected);
    this.#list.setAttribute('aria-busy', 'false');
    for (const count of this.#dialog.querySelectorAll<HTMLElement>('[data-count-for]')) {
      const n = counts[count.dataset['countFor']!];
      count.textContent = n ? `(${n})` : '';
    }
    this.#dialog.dataset['query'] = term;
    this.#dialog.dataset['state'] = 'done';
    performance.mark('search:shown');
  }

  #openFirst(): void {
    this.#enterPending = false;
    this.#list.querySelector('a')?.click();
  }

  /** Closes the dialog for a followed link; a link to a place on this page moves the focus there. */
  #follow(link: HTMLAnchorElement): void {
    const url = new URL(link.href, location.href);
    this.#dialog.close();
    if (url.pathname !== location.pathname || !url.hash) return;
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) return;
    requestAnimationFrame(() => {
      target.tabIndex = -1;
      target.focus();
    });
  }

  #onKeydown(event: KeyboardEvent): void {
    if (event.isComposing) return;
    const target = event.target as Element;
    const links = [...this.#list.querySelectorAll('a')];
    if (target === this.#input) {
      if (event.key === 'Escape') {
        // A search field would first clear its text on Escape: here Escape always closes, at once.
        event.preventDefault();
        this.#dialog.close();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        if (
          this.#dialog.dataset['state'] === 'done' &&
          this.#dialog.dataset['query'] === this.#input.value
        )
          this.#openFirst();
        else this.#enterPending = true;
      } else if (event.key === 'ArrowDown' && links[0]) {
        event.preventDefault();
        links[0].focus();
      }
      return;
    }
    const link = target.closest('a');
    if (!link || !this.#list.contains(link)) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = links.indexOf(link) + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) this.#input.focus();
      else links[Math.min(next, links.length - 1)]!.focus();
    } else if (
      event.key === '/' ||
      event.key === 'Backspace' ||
      (event.key.length === 1 &&
        event.key !== ' ' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey)
    ) {
      // Typing while on a result goes on in the field ("/" only goes back to it).
      this.#input.focus();
      if (event.key === '/') event.preventDefault();
    }
  }
}
