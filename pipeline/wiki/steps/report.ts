import type { PageLink } from '../../../src/content/wiki-schemas.ts';

/**
 * The pages links name that the site does not have (the links lead to term pages), with how
 * many links name each, most linked first (`wiki/missing-links.json`).
 */
export function missingLinks(outgoing: ReadonlyMap<string, PageLink[]>): [string, number][] {
  const missing = new Map<string, number>();
  for (const links of outgoing.values())
    for (const link of links)
      if (!link.resolved) missing.set(link.target, (missing.get(link.target) ?? 0) + 1);
  return [...missing.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'));
}

/** The figures of one build of the wiki, for its log. */
export interface WikiFigures {
  dumps: number;
  revisions: number;
  pages: number;
  /** Pages with more than one revision. */
  changed: number;
  outgoing: ReadonlyMap<string, PageLink[]>;
  /** As `missingLinks` gives them. */
  missing: readonly [string, number][];
  termPages: number;
  headingGuesses: number;
  /** Where `heading-guesses.json` is written, as the log names it. */
  headingGuessesFile: string;
  /** Names of the reviewed links (`content/corrections/wiki-links.json`) no link answers to. */
  staleReviewedLinks: readonly string[];
  unmatchedNotes: number;
}

/**
 * The build log's lines: links resolved and missing (now leading to term pages), the missing
 * ones by frequency, the links sent to a heading only by its name (for a person to check for
 * homonyms), and the `{{seefaq}}` notes no ruling backs.
 */
export function reportLines(f: WikiFigures): string[] {
  const all = [...f.outgoing.values()].flat();
  const resolved = all.filter((l) => l.resolved).length;
  const { missing } = f;
  return [
    `wiki: ${f.dumps} volcado(s), ${f.revisions} revisiones, ${f.pages} páginas (${f.changed} con cambios)`,
    `wiki: enlaces ${all.length}: ${resolved} a páginas de la wiki, ${all.length - resolved} a páginas de término (${missing.length} nombres sin regla en las fuentes, en ${f.termPages} páginas de término)`,
    `wiki: nombres sin regla más enlazados: ${missing
      .slice(0, 10)
      .map(([t, n]) => `${t} (${n})`)
      .join(', ')}`,
    `wiki: ${f.headingGuesses} nombres enlazados llevados a un encabezado solo por su nombre, sin revisar (homónimos por revisar en ${f.headingGuessesFile}; se revisan en content/corrections/wiki-links.json)`,
    ...(f.staleReviewedLinks.length > 0
      ? [
          `wiki: ${f.staleReviewedLinks.length} enlace(s) revisado(s) que ningún enlace usa ya: ${f.staleReviewedLinks.join(', ')}`,
        ]
      : []),
    `wiki: ${f.unmatchedNotes} nota(s) {{seefaq}} sin una FAQ del sitio que las respalde (se muestran como nota)`,
  ];
}
