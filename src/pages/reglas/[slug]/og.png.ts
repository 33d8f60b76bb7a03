/** The preview card of each rule page: its name, editions and first sentence (src/cards/). */
import type { APIRoute } from 'astro';
import { rulePages, type RulePage } from '../../../content/rules-query.ts';
import { ruleCard } from '../../../cards/cards.ts';
import { cardPng, prepareCards } from '../../../cards/render.ts';

export function getStaticPaths() {
  prepareCards(rulePages.map(ruleCard));
  return rulePages.map((page) => ({ params: { slug: page.data.slug }, props: { page } }));
}

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await cardPng(ruleCard((props as { page: RulePage }).page))), {
    headers: { 'content-type': 'image/png' },
  });
