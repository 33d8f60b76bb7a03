/**
 * The card of each kind of page, from what the page shows (src/cards/layout.ts draws them):
 * the pages name their card's address, the endpoints of src/pages/ draw it.
 */
import type { RulePage, Ruling } from '../content/rules-query.ts';
import { EDITION_LABELS } from '../lib/edition.ts';
import type { RuleCard, RulingCard, SiteCard } from './layout.ts';

export const SITE_CARD: SiteCard = {
  kind: 'site',
  tagline: 'Las reglas de Infinity en español, con sus FAQ y erratas.',
};

/** «Code One y N4»: the editions whose text the page holds. */
export function editionsLabel(versions: readonly string[]): string {
  return versions.map((v) => (EDITION_LABELS as Record<string, string>)[v] ?? v).join(' y ');
}

export function ruleCard(page: RulePage): RuleCard {
  return {
    kind: 'rule',
    title: page.data.title,
    editions: editionsLabel(page.data.versions),
    description: page.data.description,
  };
}

/** «FAQ»/«Errata», its document and version: the same on every page that shows the ruling. */
export function rulingCard({ faq }: Pick<Ruling, 'faq'>): RulingCard {
  return {
    kind: 'ruling',
    label: faq.kind === 'errata' ? 'Errata' : 'FAQ',
    source: [faq.title, faq.version].filter(Boolean).join(' · '),
    question: faq.question,
    answer: faq.answer,
  };
}
