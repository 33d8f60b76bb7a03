/**
 * Pagefind's Component UI (`/pagefind/pagefind-component-ui.js`, written by the index build), as
 * the search of the header uses it: the script is loaded once by `Search.astro`; this file types
 * the part of its instance API our own elements use and waits for the script to have run.
 * API: docs-ui/content/customization/custom-components.md of the Pagefind repository.
 */
import type { PagefindApi } from '../../lib/search/pagefind-types.ts';

export type PagefindFilters = Record<string, string[]>;

export interface ComponentInstance {
  registerResults(component: HTMLElement, capabilities?: { keyboardNavigation?: boolean; announcements?: boolean }): void;
  registerFilter(component: HTMLElement, capabilities?: { keyboardNavigation?: boolean; announcements?: boolean }): void;
  unregisterComponent(component: HTMLElement): void;
  on(event: 'search', callback: (term: string, filters: PagefindFilters) => void, owner?: HTMLElement): void;
  on(event: 'loading', callback: () => void, owner?: HTMLElement): void;
  triggerLoad(): Promise<void>;
  triggerFilters(filters: PagefindFilters): void;
  announceRaw(text: string, priority?: 'polite' | 'assertive'): void;
  translate(key: string, values?: Record<string, string | number>): string | undefined;
  registerShortcut(shortcut: { label: string; description: string }, owner: HTMLElement): void;
  deregisterAllShortcuts(owner: HTMLElement): void;
  focusPreviousInput(from: Element): boolean;
  focusInputAndType(from: Element, key: string): void;
  focusInputAndDelete(from: Element): void;
  searchTerm: string;
  searchFilters: PagefindFilters;
  /** The Pagefind search API the instance loaded (`createInstance` of `pagefind.js`); not documented. */
  __pagefind__?: PagefindApi | null;
}

interface PagefindComponents {
  getInstanceManager(): { getInstance(name?: string): ComponentInstance };
}

declare global {
  interface Window {
    PagefindComponents?: PagefindComponents;
  }
}

/**
 * The Component UI's global. Its script is a deferred classic script placed before our module
 * (both run after parsing, in document order), so the global is normally there already; if the
 * script has not run yet it is awaited, and a missing or failed script rejects.
 */
export async function componentUi(doc: Document = document): Promise<PagefindComponents> {
  if (window.PagefindComponents) return window.PagefindComponents;
  const script = doc.querySelector<HTMLScriptElement>('script[src$="/pagefind-component-ui.js"]');
  if (!script) throw new Error('pagefind-component-ui.js no está en la página');
  await new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('pagefind-component-ui.js no cargó')), { once: true });
  });
  if (!window.PagefindComponents) throw new Error('pagefind-component-ui.js no expuso PagefindComponents');
  return window.PagefindComponents;
}

/** The instance (`default` unless the element names another) shared by every search element. */
export function instanceFor(element: Element): ComponentInstance {
  return window.PagefindComponents!.getInstanceManager().getInstance(element.getAttribute('instance') || 'default');
}
