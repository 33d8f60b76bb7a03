import type { PageLink } from '../../../src/content/wiki-schemas.ts';
import { countNoun } from '../../../src/lib/count-noun.ts';

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

/** The wiki's pictures: the sources hold none of their files. */
export interface ImageFigures {
  images: number;
  /** Of them, those the wiki gives a caption (the page shows the caption, nothing else). */
  captioned: number;
  /** Pages with at least one. */
  pages: number;
}

/**
 * Counts the pictures of the emitted pages from their MDX: each is one `<ImagePlaceholder …>`
 * element (ImagePlaceholder.astro), with a `caption` attribute when the wiki gives one.
 */
export function imageFigures(pages: readonly { mdx: string }[]): ImageFigures {
  const figures: ImageFigures = { images: 0, captioned: 0, pages: 0 };
  for (const { mdx } of pages) {
    const found = mdx.match(/<ImagePlaceholder\b[^>]*>/g) ?? [];
    figures.images += found.length;
    figures.captioned += found.filter((tag) => /\scaption="/.test(tag)).length;
    if (found.length > 0) figures.pages += 1;
  }
  return figures;
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
  images: ImageFigures;
}

/**
 * The build log's lines: links resolved and missing (now leading to term pages), the missing
 * ones by frequency, the links sent to a heading only by its name (for a person to check for
 * homonyms), the `{{seefaq}}` notes no ruling backs, and the pictures the sources lack.
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
          `wiki: ${countNoun(f.staleReviewedLinks.length, 'enlace revisado', 'enlaces revisados')} que ningún enlace usa ya: ${f.staleReviewedLinks.join(', ')}`,
        ]
      : []),
    `wiki: ${f.unmatchedNotes} nota(s) {{seefaq}} sin una FAQ del sitio que las respalde (se muestran como nota)`,
    `wiki: ${countNoun(f.images.images, 'imagen', 'imágenes')} sin archivo en las fuentes, en ${countNoun(f.images.pages, 'página', 'páginas')}: ${f.images.captioned} con pie de la wiki (se muestra el pie), ${f.images.images - f.images.captioned} sin pie (no se muestran)`,
  ];
}
