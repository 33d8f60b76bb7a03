import type { Section, SourceText } from '../types.ts';
import type { Correction } from '../clean/corrections.ts';
import { sliceText } from '../text.ts';
import { slugify } from '../../../src/lib/slug.ts';

/**
 * `assign` corrections with `to: "section:<slug>"` move paragraphs between sections: the league
 * rounds printed side by side land all under the second heading, and the correction hands the
 * first round its own lines back.
 */
export function moveAssigned(
  sections: Section[],
  corrections: Correction[],
  warn: (line: number | undefined, message: string) => void,
): void {
  for (const c of corrections) {
    if (c.kind !== 'assign' || !c.to.startsWith('section:')) continue;
    const target = sections.find(
      (s) =>
        slugify(s.entry.title.replace(/^ITS ESCALATION LEAGUES: /, '')) ===
        c.to.slice('section:'.length),
    );
    if (!target) {
      warn(undefined, `corrección: no existe la sección «${c.to}»`);
      continue;
    }
    const source = c.from?.slice('section:'.length);
    // `cut`: the matches are exact pieces of a paragraph (two columns on one line), cut out of it.
    const cut = c.cut === true;
    for (const match of c.matches) {
      const from = sections.find(
        (s) =>
          s !== target &&
          (!source || slugify(s.entry.title.replace(/^ITS ESCALATION LEAGUES: /, '')) === source) &&
          s.paragraphs.some(
            (p) => p.text.startsWith(match) || (cut && p.text.includes(` ${match}`)),
          ),
      );
      if (!from) {
        warn(undefined, `corrección: ningún párrafo empieza por «${match}»`);
        continue;
      }
      let i = from.paragraphs.findIndex((p) => p.text.startsWith(match));
      if (cut && (i < 0 || from.paragraphs[i]!.text !== match)) {
        // Two columns on one line (`BANDO A: 200 puntos. BANDO B: 250 puntos.`): the match is cut out.
        if (i < 0) i = from.paragraphs.findIndex((p) => p.text.includes(` ${match}`));
        const p = from.paragraphs[i]!;
        const at = p.text.startsWith(match) ? 0 : p.text.indexOf(` ${match}`) + 1;
        const pieces = [
          sliceText(p, 0, at),
          sliceText(p, at, at + match.length),
          sliceText(p, at + match.length),
        ];
        from.paragraphs.splice(i, 1, ...pieces.filter((x): x is SourceText => x !== undefined));
        if (pieces[0]) i += 1;
      }
      target.paragraphs.push(...from.paragraphs.splice(i, 1));
    }
  }
}
