import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unexpectedWarnings } from '../../src/integrations/build-log.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';

/**
 * The build prints no warning beyond the short allow list of src/integrations/build-log.ts: a real
 * warning must not scroll by among known noise. Reads the Astro log that the build
 * kept for the site under test.
 */
const root = path.resolve(import.meta.dirname, '../..');
const log = path.join(
  root,
  '.cache/logs',
  `${path.relative(root, DIST_DIR).replace(/[^a-z0-9]+/gi, '-')}-astro.log`,
);

describe('el log del build', () => {
  it('no tiene avisos fuera de la lista permitida', async () => {
    const text = await readFile(log, 'utf8');
    expect(text).toMatch(/page\(s\) built/);
    expect(unexpectedWarnings(text)).toEqual([]);
  });
});
