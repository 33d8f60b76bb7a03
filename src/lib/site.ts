/** Name shown in titles, previews and the header. */
export const SITE_NAME = 'Reglas de Infinity';

/** Sections of the site, in the order the header lists them. */
export const SITE_NAV = [
  { label: 'Reglas', href: '/reglas/' },
  { label: 'FAQ', href: '/reglas/faq/' },
  { label: 'ITS', href: '/its/' },
  { label: 'Misiones', href: '/its/misiones/' },
  { label: 'Escaramuza', href: '/escaramuza/' },
] as const;
