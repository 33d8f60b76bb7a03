/**
 * The index of the FAQ filter (src/lib/faq-filter.ts): every ruling once, with its page and the
 * rules it is about (the rule pages it stands on and the related rules the site has).
 */
import type { APIRoute } from 'astro';
import { faqIndex, rulePageAt, rulePageNamed } from '../../../content/rules-query.ts';
import type { FilterIndex } from '../../../lib/faq-filter.ts';

/** «N4 Errata»: the box's title, with its kind when the title does not name it. */
function source(kind: 'faq' | 'errata', title: string): string {
  const label = kind === 'errata' ? 'Errata' : 'FAQ';
  return title.toLowerCase().includes(label.toLowerCase()) ? title : `${label} ${title}`.trim();
}

export const GET: APIRoute = () => {
  const about = faqIndex.map((entry) => {
    const slugs = new Set(entry.pages.map((p) => /^\/reglas\/([^/]+)\//.exec(p.url)![1]!));
    for (const title of entry.faq.related) {
      const page = rulePageNamed(title);
      if (page) slugs.add(page.data.slug);
    }
    return [...slugs];
  });
  const rules = [...new Set(about.flat())]
    .map((slug): [string, string] => [slug, rulePageAt(slug)!.data.title])
    .sort((a, b) => a[1].localeCompare(b[1], 'es'));
  const position = new Map(rules.map(([slug], i) => [slug, i]));
  const index: FilterIndex = {
    rules,
    rulings: faqIndex.map((entry, i) => ({
      q: entry.faq.question,
      u: entry.pages[0]!.ruling,
      s: [source(entry.faq.kind, entry.faq.title), entry.faq.version].filter(Boolean).join(' · '),
      r: about[i]!.map((slug) => position.get(slug)!).sort((a, b) => a - b),
    })),
  };
  return new Response(JSON.stringify(index), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
