import type { SourceText } from '../types.ts';
import { joinText } from '../text.ts';

/** How many paragraphs ahead the rest of a sentence may sit (the other column is in between). */
const LOOKAHEAD = 2;
/** A sentence left open: ends on a lowercase word or a comma. */
const OPEN_END = /[a-záéíóúüñ,]$/;
/** The rest of a sentence: starts lowercase (after an optional opening mark). */
const CONTINUATION = /^[a-záéíóúüñ]/;

/**
 * Rejoins sentences the two-column layout split: a paragraph ending mid-sentence takes the first
 * paragraph within the next {@link LOOKAHEAD} that starts lowercase. Repeats while it stays open.
 */
export function rejoinSentences(paragraphs: SourceText[]): {
  paragraphs: SourceText[];
  joins: number;
} {
  const out = [...paragraphs];
  let joins = 0;
  for (let i = 0; i < out.length; i++) {
    for (;;) {
      const p = out[i]!;
      if (!OPEN_END.test(p.text)) break;
      const j = out.slice(i + 1, i + 1 + LOOKAHEAD).findIndex((q) => CONTINUATION.test(q.text));
      if (j < 0) break;
      out[i] = joinText(p, out[i + 1 + j]!);
      out.splice(i + 1 + j, 1);
      joins++;
    }
  }
  return { paragraphs: out, joins };
}
