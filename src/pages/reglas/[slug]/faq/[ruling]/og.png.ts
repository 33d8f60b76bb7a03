/** The preview card of each ruling page: its question and answer (src/cards/). */
import type { APIRoute } from 'astro';
import { rulings, type Ruling } from '../../../../../content/rules-query.ts';
import { rulingSegment } from '../../../../../lib/faq-id.ts';
import { rulingCard } from '../../../../../cards/cards.ts';
import { cardPng, prepareCards } from '../../../../../cards/render.ts';

export function getStaticPaths() {
  prepareCards(rulings.map(rulingCard));
  return rulings.map((ruling) => ({
    params: { slug: ruling.page.data.slug, ruling: rulingSegment(ruling.faq.id) },
    props: { ruling },
  }));
}

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await cardPng(rulingCard((props as { ruling: Ruling }).ruling))), {
    headers: { 'content-type': 'image/png' },
  });
