import { RUNNING_HEADERS } from '../vocabulary.ts';
import type { CleanLine, IndexEntry } from '../types.ts';
import { fixDoubledWords } from '../clean/doubled-words.ts';

export interface ParsedIndex {
  entries: IndexEntry[];
  /** 1-based line where the body (first chapter) starts. */
  firstBodyLine: number;
  /** Page the body starts on: the page of the first index entry. */
  firstPage: number;
  /** Cover and index title lines, cleaned: the index record carries them, so they count as covered. */
  lines: CleanLine[];
}

/** Index groups open with these words; the group says which part the entries belong to. */
const GROUPS: [RegExp, IndexEntry['part']][] = [
  [/^ÍNDICE REGLAS /, 'rules'],
  [/^ÍNDICE MISIONES /, 'missions'],
  [/^LIGAS /, 'leagues'],
];

/**
 * Reads the document's own index: title lines each followed by their page number. The first title
 * not followed by a number is where the body starts. Entries keep the group they were listed under.
 */
export function readIndex(raw: string[]): ParsedIndex {
  const nonEmpty = raw
    .map((text, i) => ({ text: fixDoubledWords(text.replace(/\s+/g, ' ').trim()), line: i + 1 }))
    .filter((l) => l.text !== '');
  const start = nonEmpty.findIndex((l) => l.text.startsWith('ÍNDICE '));
  const entries: IndexEntry[] = [];
  const lines: CleanLine[] = [];
  // Cover lines (title, version) before the index; the part header and page number are noise.
  for (const l of nonEmpty.slice(0, Math.max(start, 0)))
    if (!/^\d+$/.test(l.text) && !RUNNING_HEADERS.has(l.text))
      lines.push({ line: l.line, text: l.text, page: 1 });
  let part: IndexEntry['part'] = 'rules';
  let i = Math.max(start, 0);
  for (; i + 1 < nonEmpty.length; i += 2) {
    const title = nonEmpty[i]!;
    const page = nonEmpty[i + 1]!;
    if (!/^\d+$/.test(page.text)) break;
    // `MISIONES 3`: the running header and page number of the index page itself.
    if (RUNNING_HEADERS.has(title.text)) continue;
    lines.push({ line: title.line, text: title.text, page: 3 });
    let name = title.text;
    for (const [re, p] of GROUPS) {
      if (re.test(name)) {
        part = p;
        name = name.replace(re, '');
      }
    }
    entries.push({ title: name, page: Number(page.text), part, line: title.line });
  }
  const body = nonEmpty[i];
  return {
    entries,
    firstBodyLine: body?.line ?? raw.length + 1,
    firstPage: entries[0]?.page ?? 1,
    lines,
  };
}
