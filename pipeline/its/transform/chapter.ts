import type { Section } from '../types.ts';
import { toBlocks } from '../parse/blocks.ts';
import { createIdRegistry, slugify } from '../../../src/lib/slug.ts';
import { titleCase } from './display.ts';
import { rich } from './rich-text.ts';
import type { ChapterRecord, WikiLinker } from './types.ts';

/** Chapter slugs drop the `ITS:` prefix: `/its/reglas/normas-basicas/`. */
export function chapterSlug(title: string): string {
  return slugify(title.replace(/^ITS: /, ''));
}

/**
 * A chapter in the text's own order, for when the reviewed outline (`its-outline.json`) is missing
 * or invalid: the outline places the text (`outline/arrange.ts`); without it the build still
 * renders every sentence, split at the caps headings it finds, and warns that the order is not
 * measured. Tables are known only to the outline: here their cells stay paragraphs.
 */
export function unarrangedChapter(section: Section, link: WikiLinker): ChapterRecord {
  const slug = chapterSlug(section.entry.title);
  const ids = createIdRegistry();
  const record: ChapterRecord = {
    type: 'chapter',
    id: slug,
    slug,
    title: titleCase(section.entry.title.replace(/^ITS: /, '')),
    page: section.entry.page,
    line: section.headingLine ?? section.entry.line,
    sections: [],
  };
  toBlocks(section.paragraphs).forEach((b, k) => {
    if (k === 0 && b.heading && b.heading.text.startsWith(section.entry.title.toUpperCase())) {
      record.heading = rich(b.heading, link, new Set());
      record.sections.push({ id: ids('introduccion'), title: 'Introducción', paragraphs: [] });
    } else if (b.heading)
      record.sections.push({
        id: ids(b.heading.text),
        title: titleCase(b.heading.text),
        heading: rich(b.heading, link, new Set()),
        paragraphs: [],
      });
    else if (record.sections.length === 0)
      record.sections.push({ id: ids('introduccion'), title: 'Introducción', paragraphs: [] });
    const sec = record.sections.at(-1)!;
    const seen = new Set<string>();
    for (const p of b.paragraphs) sec.paragraphs.push(rich(p, link, seen));
  });
  return record;
}
