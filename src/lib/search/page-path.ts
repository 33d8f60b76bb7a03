import type { PagefindData } from './pagefind-types.ts';

/** A result's page: its URL without the anchor and the query (`/reglas/x/#y?z` → `/reglas/x/`). */
export const pagePath = (url: string): string => url.split('#')[0]!.split('?')[0]!;

/** The section of the site a result's page is in (`parte`: Reglas, ITS, Misiones, Escaramuza). */
export const partOf = (page: Pick<PagefindData, 'filters'>): string =>
  page.filters['parte']?.[0] ?? '';
