import { describe, expect, it } from 'vitest';
import { arrangeChapters } from '../../pipeline/its/outline/arrange.ts';
import type { OutlineChapter } from '../../pipeline/its/outline/schema.ts';
import { createLinker, plain } from '../../pipeline/its/transform/rich-text.ts';
import type { SourceText } from '../../pipeline/its/types.ts';

/** One paragraph per source line, as the cleaner gives them. */
const pool = (lines: string[]): SourceText[] =>
  lines.map((text, i) => ({ text, src: [{ line: i + 1, start: 0, end: text.length }], page: 1 }));

/** The chapter as headings and the text of each block, to compare with what the print says. */
function shape(chapters: ReturnType<typeof arrangeChapters>) {
  return chapters.map((c) => ({
    slug: c.slug,
    sections: c.sections.map((s) => [
      s.title,
      ...(s.body ?? []).map((b) =>
        b.kind === 'p'
          ? plain(b.text)
          : b.kind === 'list'
            ? `${b.ordered ? 'ol' : 'ul'}: ${b.items.map(plain).join(' | ')}`
            : b.kind,
      ),
    ]),
  }));
}

describe('arrangeChapters: the outline decides where interleaved text goes', () => {
  // Two columns read line by line: the left column's heading and text alternate with the right's.
  const lines = [
    'CAPÍTULO Intro de la izquierda.',
    'DERECHA',
    'IZQUIERDA Texto de la izquierda: • Uno • Dos',
    'Texto de la derecha. • Tres',
  ];
  const outline: OutlineChapter[] = [
    {
      slug: 'capitulo',
      pool: 'rules',
      heading: 'CAPÍTULO',
      sections: [
        { title: 'Introducción', items: ['p:Intro de la izquierda'] },
        { heading: 'IZQUIERDA', items: ['p:Texto de la izquierda', 'li:Uno', 'li:Dos', 'li:Tres'] },
        { heading: 'DERECHA', items: ['p:Texto de la derecha'] },
      ],
    },
  ];

  it('puts each piece under its heading, in the outline order, lists as lists', () => {
    const warnings: string[] = [];
    const out = arrangeChapters(
      pool(lines),
      outline,
      createLinker([]),
      (_l, m) => warnings.push(m),
      () => 1,
    );
    expect(warnings).toEqual([]);
    expect(shape(out)).toEqual([
      {
        slug: 'capitulo',
        sections: [
          ['Introducción', 'Intro de la izquierda.'],
          ['Izquierda', 'Texto de la izquierda:', 'ul: Uno | Dos | Tres'],
          ['Derecha', 'Texto de la derecha.'],
        ],
      },
    ]);
  });

  it('text the outline does not name is kept after the piece printed before it, with a warning', () => {
    const warnings: string[] = [];
    // The outline forgets the right column's paragraph: it stays, after «Dos» (printed before it).
    const partial: OutlineChapter[] = [
      {
        ...outline[0]!,
        sections: outline[0]!.sections.map((s) => ({
          ...s,
          items: s.items.filter((i) => i !== 'p:Texto de la derecha'),
        })),
      },
    ];
    const out = arrangeChapters(
      pool(lines),
      partial,
      createLinker([]),
      (_l, m) => warnings.push(m),
      () => 1,
    );
    expect(warnings).toEqual([expect.stringMatching(/no nombra: «Texto de la derecha\.»/)]);
    expect(shape(out)[0]!.sections[1]).toEqual([
      'Izquierda',
      'Texto de la izquierda:',
      'ul: Uno | Dos | Tres',
      'Texto de la derecha.',
    ]);
  });

  it('an outline entry the text lacks is a warning naming it', () => {
    const warnings: string[] = [];
    const extra: OutlineChapter[] = [
      {
        ...outline[0]!,
        sections: [...outline[0]!.sections, { heading: 'FALTA', items: ['p:Nada'] }],
      },
    ];
    arrangeChapters(
      pool(lines),
      extra,
      createLinker([]),
      (_l, m) => warnings.push(m),
      () => 1,
    );
    expect(warnings).toEqual([
      expect.stringMatching(/nombra «FALTA»/),
      expect.stringMatching(/nombra «Nada»/),
    ]);
  });

  it('numbered items: the printed number starts an ordered list and stays covered', () => {
    const numbered: OutlineChapter[] = [
      {
        slug: 'n',
        pool: 'rules',
        heading: 'PASOS',
        sections: [{ title: 'Introducción', items: ['n:1.', 'li:Suma', 'n:2.', 'li:Divide'] }],
      },
    ];
    const out = arrangeChapters(
      pool(['PASOS', '1.', 'Suma.', '2.', 'Divide.']),
      numbered,
      createLinker([]),
      () => {},
      () => 1,
    );
    const list = out[0]!.sections[0]!.body![0]!;
    expect(list).toMatchObject({ kind: 'list', ordered: true });
    expect(
      list.kind === 'list' && list.items.map((t) => [plain(t), t.src.map((s) => s.line)]),
    ).toEqual([
      ['Suma.', [2, 3]],
      ['Divide.', [4, 5]],
    ]);
  });
});
