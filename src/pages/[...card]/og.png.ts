/**
 * Every preview card (src/cards/): the site's (`/og.png`), each rule page's
 * (`/reglas/<regla>/og.png`: its name, editions and first sentence) and each ruling's
 * (`/reglas/<regla>/faq/<id>/og.png`: its question and answer). One route with a rest parameter,
 * so that Astro renders it after the rule pages: the cards, started in `getStaticPaths`, are drawn
 * on other threads meanwhile.
 */
import type { APIRoute } from 'astro';
import { rulePages, rulings } from '../../content/rules-query.ts';
import { ruleCard, rulingCard, SITE_CARD } from '../../cards/cards.ts';
import type { Card } from '../../cards/layout.ts';
import { cardPng, prepareCards } from '../../cards/render.ts';

export function getStaticPaths() {
  const cards: { card: string | undefined; image: Card }[] = [
    { card: undefined, image: SITE_CARD },
    ...rulePages.map((page) => ({ card: `reglas/${page.data.slug}`, image: ruleCard(page) })),
    // `/reglas/<regla>/faq/<id>/`, without its slashes.
    ...rulings.map((ruling) => ({ card: ruling.path.slice(1, -1), image: rulingCard(ruling) })),
  ];
  prepareCards(cards.map(({ image }) => image));
  return cards.map(({ card, image }) => ({ params: { card }, props: { image } }));
}

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await cardPng((props as { image: Card }).image)), {
    headers: { 'content-type': 'image/png' },
  });
