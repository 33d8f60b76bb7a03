/** The site's preview card, for every page without one of its own (src/cards/). */
import type { APIRoute } from 'astro';
import { SITE_CARD } from '../cards/cards.ts';
import { cardPng } from '../cards/render.ts';

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await cardPng(SITE_CARD)), {
    headers: { 'content-type': 'image/png' },
  });
