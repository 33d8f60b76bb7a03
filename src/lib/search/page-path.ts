/** A result's page: its URL without the anchor and the query (`/reglas/x/#y?z` → `/reglas/x/`). */
export const pagePath = (url: string): string => url.split('#')[0]!.split('?')[0]!;
