/**
 * The FAQ index's filter by several rules (`/reglas/faq/?con=aislado,teniente`): every ruling
 * about all the rules chosen. A ruling is about the rule pages it stands on and the rules it
 * names as related. The index it reads is one static file (`/reglas/faq/resoluciones.json`),
 * written at build time and stored for offline reading like the pages.
 */
export interface FilterIndex {
  /** Every rule some ruling is about: `[slug, title]`, by title. */
  rules: [string, string][];
  /** Every ruling once. */
  rulings: {
    /** Question. */
    q: string;
    /** Its own page (site path). */
    u: string;
    /** «FAQ · N4 FAQ · 1.0, enero 2021». */
    s: string;
    /** The rules it is about: positions in `rules`. */
    r: number[];
  }[];
}

/** The rules of `?con=`: slugs, once each, in the order given. */
export function parseChosen(value: string | null): string[] {
  const slugs = (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => /^[a-z0-9-]+$/.test(s));
  return [...new Set(slugs)];
}

/** The `?con=` value of a choice: slugs joined by commas (commas stay readable in a link). */
export function formatChosen(slugs: readonly string[]): string {
  return slugs.join(',');
}

/** The rulings about every rule of `slugs` (unknown slugs match nothing). */
export function rulingsAboutAll(index: FilterIndex, slugs: readonly string[]) {
  const position = new Map(index.rules.map(([slug], i) => [slug, i]));
  const wanted = slugs.map((slug) => position.get(slug));
  if (wanted.length === 0 || wanted.some((i) => i === undefined)) return [];
  return index.rulings.filter((ruling) => wanted.every((i) => ruling.r.includes(i!)));
}

/**
 * The rules that narrow the current list further: those the listed rulings are about, besides
 * the chosen ones, with how many of them each one keeps; every rule with its count when nothing
 * is chosen yet.
 */
export function narrowingRules(
  index: FilterIndex,
  slugs: readonly string[],
): { slug: string; title: string; count: number }[] {
  const list = slugs.length === 0 ? index.rulings : rulingsAboutAll(index, slugs);
  const counts = new Map<number, number>();
  for (const ruling of list) for (const i of ruling.r) counts.set(i, (counts.get(i) ?? 0) + 1);
  return [...counts]
    .map(([i, count]) => ({ slug: index.rules[i]![0], title: index.rules[i]![1], count }))
    .filter((rule) => !slugs.includes(rule.slug))
    .sort((a, b) => a.title.localeCompare(b.title, 'es'));
}
