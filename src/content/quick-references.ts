/**
 * The two printable quick references (/reglas/referencia/…), read from the rule collection: the
 * wiki's own text, each line a page of the site. Orders: the basic-rules pages about Orders, then
 * every skill box with an order type, grouped by that type as printed. States: every page of the
 * Estados section with the items of its Activación, Efectos and Cancelación.
 */
import { rulePages, type RulePage } from './rules-query.ts';
import { ruleTreeOf } from '../markdown/rule-tree/entry.ts';
import { ruleSummary, type RuleSummary } from '../lib/print/rule-summary.ts';
import { slugify } from '../lib/slug.ts';

export interface QuickLine {
  title: string;
  href: string;
  /** Printed under the title: a label (`Efectos`) and its text. */
  texts: { label?: string; text: string }[];
}

export interface QuickGroup {
  id: string;
  title: string;
  lines: QuickLine[];
}

const summaries = new Map<string, RuleSummary>();
function summaryOf(page: RulePage): RuleSummary {
  const cached = summaries.get(page.id);
  if (cached) return cached;
  const summary = ruleSummary(ruleTreeOf(page));
  summaries.set(page.id, summary);
  return summary;
}

const href = (page: RulePage) => `/reglas/${page.data.slug}/`;
const inSection = (page: RulePage, key: string) =>
  page.data.section === key || page.data.sections.includes(key);
/** A heading of a page that a summary skips: examples and the FAQ box. */
const SKIPPED_HEADING = /^(ejemplo|faqs?\b)/;

/** The Orders page lines: description, and the page's sections as a list of names. */
function orderPageLine(page: RulePage): QuickLine {
  const sections = page.data.headings
    .filter((h) => h.depth <= 3 && !SKIPPED_HEADING.test(h.id))
    .map((h) => h.text);
  return {
    title: page.data.title,
    href: href(page),
    texts: [
      { text: page.data.description },
      ...(sections.length > 0 ? [{ label: 'Apartados', text: sections.join(' · ') }] : []),
    ],
  };
}

export function ordersReference(): QuickGroup[] {
  // The pages of the basic rules whose title or one of whose sections names the Orders.
  const aboutOrders = (page: RulePage) =>
    [page.data.title, ...page.data.headings.map((h) => h.text)].some((t) =>
      /\borden/.test(slugify(t)),
    );
  const orderPages = rulePages.filter(
    (page) => inSection(page, 'basic-rules') && aboutOrders(page),
  );
  const byType = new Map<string, QuickLine[]>();
  for (const page of rulePages) {
    const types = [...new Set(summaryOf(page).boxes.flatMap((b) => b.orderType ?? []))];
    for (const type of types.filter((t) => /ORDEN|HABILIDAD CORTA|ORA\b/.test(t))) {
      const line = {
        title: page.data.title,
        href: href(page),
        texts: [{ text: page.data.description }],
      };
      const lines = byType.get(type);
      if (lines) lines.push(line);
      else byType.set(type, [line]);
    }
  }
  const types = [...byType].sort(([a], [b]) => a.localeCompare(b, 'es'));
  return [
    { id: 'ordenes', title: 'Órdenes', lines: orderPages.map(orderPageLine) },
    ...types.map(([type, lines]) => ({ id: slugify(type), title: type, lines })),
  ].filter((group) => group.lines.length > 0);
}

const STATE_PARTS = [
  ['activation', 'Activación', 1],
  ['effects', 'Efectos', 3],
  ['cancellation', 'Cancelación', 1],
] as const;

export function statesReference(): QuickGroup[] {
  const lines = rulePages
    .filter((page) => inSection(page, 'game-states'))
    .map((page): QuickLine => {
      const { parts } = summaryOf(page);
      const texts = STATE_PARTS.flatMap(([kind, label, most]) =>
        (parts[kind] ?? []).slice(0, most).map((text) => ({ label, text })),
      );
      return {
        title: page.data.title,
        href: href(page),
        texts: texts.length > 0 ? texts : [{ text: page.data.description }],
      };
    });
  return [{ id: 'estados', title: 'Estados', lines }];
}
