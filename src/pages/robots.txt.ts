/**
 * `robots.txt`: everything may be crawled; the sitemap's absolute URL comes from `site`
 * (SITE_URL), which a static file in public/ could not know.
 */
import type { APIRoute } from 'astro';
import { BASE, withBase } from '../lib/base-path.ts';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(withBase('/sitemap-index.xml'), site).href;
  return new Response(`User-agent: *\nAllow: ${BASE}\n\nSitemap: ${sitemap}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
