import type { Problem } from '../../pipeline/shared/context.ts';
import { convertPage } from '../../pipeline/wiki/transform/convert-page.ts';

/** Converts a snippet of wikitext as the page `title` starting at `line` of `file`; warnings beside it. */
export function convertSnippet(text: string, title = 'Prueba', file = 'prueba.txt', line = 10) {
  const warnings: Problem[] = [];
  const page = convertPage(
    { title, timestamp: '2021-01-01T00:00:00Z', contributor: 'x', text, file, line },
    warnings,
  );
  return { page, warnings };
}
