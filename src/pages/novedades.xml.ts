// The feed of `/novedades/`: every revision of the rule pages, newest first (RSS 2.0).
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { pageHistories } from '../content/wiki-query.ts';
import { revisionSummary, siteRevisions } from '../lib/revision-view.ts';
import { SITE_NAME } from '../lib/site.ts';
import { withBase } from '../lib/base-path.ts';

export function GET(context: APIContext) {
  const revisions = siteRevisions(pageHistories.map((h) => h.data));
  const site = context.site ?? new URL('http://localhost:4321');
  return rss({
    title: `${SITE_NAME}: novedades`,
    description: 'Cada revisión de las reglas del sitio: erratas, FAQ y cambios de texto.',
    // The channel's link is the site's home, under the base (BASE_PATH).
    site: new URL(withBase('/'), site).href,
    items: revisions.map((r) => ({
      title: `${r.title}: ${revisionSummary(r.change, r.first)}`,
      // Absolute, so the library keeps the URL as is: `…/cambios/#rev-…` must not gain a slash.
      link: new URL(withBase(r.url), site).href,
      pubDate: new Date(r.change.timestamp),
      description: [
        `Revisión de «${r.title}» por ${r.change.contributor}: ${revisionSummary(r.change, r.first)}.`,
        ...r.change.faqs.map((f) => `FAQ ${f.change}: ${f.question}`),
      ].join(' '),
    })),
    customData: '<language>es</language>',
  });
}
