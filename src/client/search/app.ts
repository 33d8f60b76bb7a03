/**
 * The header search, loaded on demand by the page's loader (src/client/loader.ts) as
 * `/assets/search.js` (bundled by the client-assets integration (src/integrations/client-assets.ts) with its CSS, `/assets/search.css`).
 * `preload()` on the first hover or focus of the button fetches the styles, Pagefind and the
 * glossary terms, so that `open()` shows the dialog at once.
 */
import '../../styles/search.css';
import { SearchDialog } from './dialog.ts';
import { loadPagefind, loadTerms } from './load-engine.ts';
import { withBase } from '../../lib/base-path.ts';
import { typedAhead } from '../../lib/search/typed-ahead.ts';

const STYLES = withBase('/assets/search.css');
let styles: Promise<void> | undefined;

/** The search styles, linked once; resolves when they apply (or failed: the dialog still works). */
function loadStyles(): Promise<void> {
  return (styles ??= new Promise<void>((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: STYLES });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  }));
}

let dialog: SearchDialog | undefined;

export function preload(): void {
  void loadStyles();
  void loadPagefind().catch(() => undefined);
  void loadTerms().catch(() => undefined);
}

/** Shows the dialog, its field holding what `typed` (the keys pressed since it was asked for) leaves. */
export async function open(trigger: HTMLElement, typed: readonly string[] = []): Promise<void> {
  performance.mark('search:open');
  preload();
  await loadStyles();
  const ahead = typedAhead(typed);
  if (ahead.cancelled) return;
  dialog ??= new SearchDialog(document.querySelector<HTMLDialogElement>('#search-dialog')!);
  dialog.open(trigger, ahead);
}
