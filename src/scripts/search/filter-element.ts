/**
 * `<reglas-filter>`: the section filter (`parte`: Reglas, ITS, Misiones, Escaramuza) of the
 * header's Component UI modal, over the radio group `Search.astro` renders inside it. A choice
 * sets the instance's filters, which re-runs the search (`<reglas-results>` reads them); each
 * result list tells it how many pages each section holds.
 */
import { instanceFor, type ComponentInstance } from './component-ui.ts';
import { OUTCOME_EVENT, type OutcomeDetail } from './results-element.ts';

export class ReglasFilter extends HTMLElement {
  #instance: ComponentInstance | undefined;
  #listeners: AbortController | undefined;

  connectedCallback(): void {
    const instance = (this.#instance = instanceFor(this));
    instance.registerFilter(this);
    this.#listeners = new AbortController();
    const { signal } = this.#listeners;
    this.addEventListener('change', (event) => {
      const radio = event.target as HTMLInputElement;
      if (radio.name !== 'parte') return;
      instance.triggerFilters(radio.value ? { parte: [radio.value] } : {});
    }, { signal });
    document.addEventListener(OUTCOME_EVENT, (event) => {
      const { counts } = (event as CustomEvent<OutcomeDetail>).detail;
      for (const count of this.querySelectorAll<HTMLElement>('[data-count-for]')) {
        const n = counts[count.dataset['countFor']!];
        count.textContent = n ? `(${n})` : '';
      }
    }, { signal });
  }

  disconnectedCallback(): void {
    this.#listeners?.abort();
    this.#instance?.unregisterComponent(this);
  }
}
