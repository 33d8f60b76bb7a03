import { describe, expect, it } from 'vitest';
import { realBuild } from './helpers.ts';
import { applyMarks } from '../../pipeline/its/corrections/marks.ts';
import { plain } from '../../pipeline/its/transform/rich-text.ts';
import type { RichText } from '../../pipeline/its/transform/types.ts';

/** Every rich text of the ITS records, as plain text. */
function allText(value: unknown): string {
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (Array.isArray(o.segments)) return plain(o as unknown as RichText);
    return Object.values(o).map(allText).join('\n');
  }
  return '';
}

/**
 * Garbles the source carries: corrected where the source itself settles them (a reviewed `replace`
 * with its why), marked on the page where it does not (a reviewed `mark`).
 */
describe('ITS garbles of the source', () => {
  const { result, warnings } = realBuild();
  const records = [result.chapters, result.missions, result.leagueRounds, result.classified];

  it('«TopTier» and «HuevaEmbrión» are read with their hyphen, as the source prints them elsewhere', () => {
    const text = allText(records);
    expect(text).not.toMatch(/TopTier|HuevaEmbrión/);
    expect(text).toContain('la última Ronda de Torneo con un Nivel de Torneo: Top-Tier.');
    expect(text.match(/\(Camuflaje, Hueva-Embrión, Semilla-Embrión/g)).toHaveLength(4);
    expect(text).toContain('en estado Normal o Hueva-Embrión.');
    expect(warnings.filter((w) => /corrección sin efecto/.test(w.message))).toEqual([]);
  });

  it('«Tirada de VOL3» stays as printed, with a note that its sign is lost', () => {
    const card = result.classified.find(
      (c) => c.slug === 'hvt-retroingenieria' && c.mode === 'extreme',
    )!;
    const marked = card.objective!.segments.filter((s) => s.note);
    expect(marked).toEqual([{ text: 'Tirada de VOL3', note: expect.stringMatching(/signo/) }]);
    // The printed text is unchanged: coverage still reads it whole.
    expect(plain(card.objective!)).toContain('superar una Tirada de VOL3 .');
  });

  it('a mark that finds nothing is returned, to be warned about', () => {
    const text: RichText = {
      segments: [{ text: 'Tirada de VOL+3' }],
      src: [{ line: 7, start: 0, end: 15 }],
    };
    const miss = { kind: 'mark', line: 7, find: 'VOL3', note: 'x', why: 'a test mark' } as const;
    expect(applyMarks([text], [miss])).toEqual([miss]);
    const hit = { ...miss, find: 'VOL+3' };
    expect(applyMarks([text], [hit])).toEqual([]);
    expect(text.segments).toEqual([{ text: 'Tirada de ' }, { text: 'VOL+3', note: 'x' }]);
  });
});
