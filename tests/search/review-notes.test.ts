import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutReviewNotes } from '../../src/integrations/client-assets.ts';
import { playerWordsSchema } from '../../src/lib/glossary/player-words.ts';

const file = readFileSync(
  new URL('../../content/glossary/player-words.json', import.meta.url),
  'utf8',
);

describe('los datos revisados que llegan al navegador', () => {
  const bundled = withoutReviewNotes(file);

  it('leave out every why, source and $comment', () =>
    expect(bundled).not.toMatch(/"(why|source|\$comment)":/));
  it('keep everything the search reads', () => {
    const full = playerWordsSchema.parse(JSON.parse(file));
    const strip = ({ why: _why, ...rest }: { why: string }) => rest;
    expect(JSON.parse(bundled)).toEqual({
      forms: full.forms.map(strip),
      slang: full.slang.map(strip),
      everyday: full.everyday?.map(strip),
      sections: full.sections.map(strip),
      context: full.context.map(strip),
    });
  });
});
