/**
 * The table slang that names a page (`url` in content/glossary/player-words.json) lands on the
 * built site: the page exists and holds the heading the slang leads to. So does every `context`
 * page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playerWordsSchema } from '../../src/lib/glossary/player-words.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';

const playerWords = playerWordsSchema.parse(
  JSON.parse(
    await readFile(new URL('../../content/glossary/player-words.json', import.meta.url), 'utf8'),
  ),
);
const urls = [
  ...new Set([
    ...playerWords.slang.flatMap((entry) => (entry.url ? [entry.url] : [])),
    ...playerWords.context.map((entry) => entry.url),
  ]),
];

describe('la jerga con página', () => {
  it.each(urls)('%s exists, with its heading', async (url) => {
    const [page, anchor] = url.split('#') as [string, string | undefined];
    const html = await readFile(path.join(DIST_DIR, page, 'index.html'), 'utf8');
    expect(html).toContain('data-pagefind-body');
    if (anchor) expect(html).toMatch(new RegExp(`<h[1-6][^>]* id="${anchor}"`));
  });
});
