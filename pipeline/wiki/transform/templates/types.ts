import type { PhrasingContent } from 'mdast';
import type { BlockEvent } from '../block-event.ts';
import type { PageContext } from '../page-context.ts';
import type { WikiToken } from '../wiki-token.ts';

/**
 * How one template renders. `block` is used when the template stands on its own line,
 * `inline` inside text; a template with only one of them falls back to it in both places.
 */
export interface TemplateHandler {
  block?: (token: WikiToken, ctx: PageContext) => BlockEvent;
  inline?: (token: WikiToken, ctx: PageContext) => PhrasingContent[];
  /** Inline templates that open or close a span (`n4inline` … `n4inline-end`). */
}
