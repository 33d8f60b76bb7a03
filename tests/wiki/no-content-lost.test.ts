import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Parser from 'wikiparser-node';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../pipeline/shared/context.ts';
import { newestRevisions } from '../../pipeline/wiki/parse/newest-revisions.ts';
import { splitDump } from '../../pipeline/wiki/parse/split-dump.ts';
import { convertPage } from '../../pipeline/wiki/transform/convert-page.ts';
import type { WikiToken } from '../../pipeline/wiki/transform/wiki-token.ts';
import { pageWords, sourceWords } from '../../pipeline/wiki/check/reader-words.ts';

const dumpDir = path.resolve(import.meta.dirname, '../../content/sources/wiki');

describe('ninguna palabra de la wiki se pierde', () => {
  const revisions = readdirSync(dumpDir)
    .filter((f) => f.endsWith('.txt'))
    .flatMap((f) => splitDump(readFileSync(path.join(dumpDir, f), 'utf8'), f).revisions);
  const pages = newestRevisions(revisions);

  it('hay 45 páginas', () => {
    expect(pages).toHaveLength(45);
  });

  it.each(pages.map((r) => [r.title, r] as const))('%s', (_title, revision) => {
    const warnings: Problem[] = [];
    const { tree } = convertPage(revision, warnings);
    const have = pageWords(tree);
    const want = sourceWords(Parser.parse(revision.text) as unknown as WikiToken);
    // Markup that is not text to a reader: quotes, list markers and the like have no letters.
    const missing = [...new Set(want.filter((w) => !have.has(w)))];
    expect(missing).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
