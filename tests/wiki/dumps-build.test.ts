import { mkdtemp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../pipeline/shared/context.ts';
import { build } from '../../pipeline/wiki/index.ts';
import type { PageHistory, TermPage } from '../../src/content/wiki-data.ts';
import { siteRevisions } from '../../src/lib/revision-view.ts';

const HEADER = 'Prueba - Contribuciones del usuario [es]';
/** One revision in the dump's exact shape (blank line after the `User:` line, as the seed has). */
const revision = (title: string, time: string, text: string) =>
  `${title}\n\n${time}\n\nAutora:\n\n${text}\n`;

/** Builds the wiki part from the given dumps into a fresh folder; returns what it wrote. */
async function buildDumps(dumps: Record<string, string[]>) {
  const root = await mkdtemp(path.join(tmpdir(), 'wiki-'));
  await mkdir(path.join(root, 'sources/wiki'), { recursive: true });
  for (const [name, revisions] of Object.entries(dumps))
    await writeFile(path.join(root, 'sources/wiki', name), [HEADER, '', ...revisions].join('\n'));
  const warnings: Problem[] = [];
  await build({
    root,
    sourcesDir: path.join(root, 'sources'),
    generatedDir: path.join(root, 'generated'),
    definitions: [],
    warn: (w) => warnings.push(w),
    info: () => {},
  });
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(root, 'generated/wiki', file), 'utf8'));
  const mdx = async (slug: string) =>
    readFile(path.join(root, 'generated/rules', `${slug}.mdx`), 'utf8');
  return {
    warnings,
    history: (await read('history.json')) as PageHistory[],
    terms: (await read('terms.json')) as TermPage[],
    files: (await readdir(path.join(root, 'generated/rules'))).sort(),
    mdx,
  };
}

const TRABADO = revision(
  'Trabado',
  '2021-02-11T10:43:16Z',
  'Una Tropa Trabada no es Nula ni Inmovilizada. Necesita [[LDT]].',
);

describe('un volcado nuevo junto al viejo', () => {
  it('trae una revisión nueva y sus cambios aparecen sin ningún otro paso', async () => {
    const before = await buildDumps({ 'a.txt': [TRABADO] });
    expect(before.history.find((h) => h.slug === 'trabado')!.revisions).toHaveLength(1);

    const after = await buildDumps({
      'a.txt': [TRABADO],
      'b.txt': [
        revision(
          'Trabado',
          '2022-03-01T12:00:00Z',
          'Una Tropa Trabada no es Nula (excepto Sepsitorizado) ni Inmovilizada. Necesita [[LDT]].',
        ),
      ],
    });
    const history = after.history.find((h) => h.slug === 'trabado')!;
    expect(history.revisions.map((r) => r.timestamp)).toEqual([
      '2021-02-11T10:43:16Z',
      '2022-03-01T12:00:00Z',
    ]);
    const last = history.revisions[1]!;
    expect(last.diff.filter((p) => p.op === 'ins').map((p) => p.text.trim())).toEqual([
      '(excepto Sepsitorizado)',
    ]);
    expect(last).toMatchObject({ added: 2, removed: 0 });
    // The rule page shows the newest text and knows it has a `cambios/` page.
    const page = await after.mdx('trabado');
    expect(page).toContain('excepto Sepsitorizado');
    expect(page).toMatch(/"revisions": 2/);
    // /novedades/ and the feed list it first, pointing at the diff.
    expect(siteRevisions(after.history)[0]).toMatchObject({
      title: 'Trabado',
      url: '/reglas/trabado/cambios/#rev-20220301120000',
    });
  });

  it('un cambio en una FAQ se nombra por su ancla', async () => {
    const faq = (answer: string) =>
      `{{faqbox|q=¿Puede Esquivar una Tropa Trabada?|a=${answer}|version=1.0}}`;
    const { history } = await buildDumps({
      'a.txt': [revision('Trabado', '2021-01-01T00:00:00Z', `Texto. ${faq('Sí.')}`)],
      'b.txt': [revision('Trabado', '2021-06-01T00:00:00Z', `Texto. ${faq('Sí, con MOD -3.')}`)],
    });
    const faqs = history.find((h) => h.slug === 'trabado')!.revisions[1]!.faqs;
    expect(faqs).toEqual([
      expect.objectContaining({ change: 'cambiada', id: expect.stringMatching(/^faq-/) }),
    ]);
  });
});

describe('títulos que chocan, vacíos o raros: nada se pisa ni se pierde', () => {
  it('«TRABADO» y «Trabado» son dos páginas con dos direcciones, con aviso', async () => {
    const { files, warnings, mdx } = await buildDumps({
      // A contributions dump lists the newest revision first.
      'a.txt': [revision('TRABADO', '2031-01-01T00:00:00Z', 'Contenido falso.'), TRABADO],
    });
    expect(files).toEqual(expect.arrayContaining(['trabado.mdx', 'trabado-2.mdx']));
    expect(await mdx('trabado')).toContain('Nula ni Inmovilizada');
    expect(await mdx('trabado-2')).toContain('Contenido falso');
    expect(warnings).toContainEqual(
      expect.objectContaining({
        page: 'TRABADO',
        file: 'sources/wiki/a.txt',
        message: expect.stringContaining('/reglas/trabado-2/'),
      }),
    );
  });

  it('un título solo de emoji se publica en una dirección no vacía, con aviso', async () => {
    const { files, warnings } = await buildDumps({
      'a.txt': [revision('🔥', '2021-01-01T00:00:00Z', 'Fuego.')],
    });
    expect(files).toEqual(['u1f525.mdx']);
    expect(warnings).toContainEqual(
      expect.objectContaining({ page: '🔥', line: expect.any(Number) }),
    );
  });

  it('una página vacía da un aviso con archivo y línea', async () => {
    const { warnings } = await buildDumps({
      'a.txt': [TRABADO, revision('Vacía', '2021-01-01T00:00:00Z', '')],
    });
    expect(warnings).toContainEqual(
      expect.objectContaining({
        page: 'Vacía',
        file: 'sources/wiki/a.txt',
        // Where Vacía's text starts: the line after its `Autora:` line (header, blank, Trabado's
        // seven lines and a blank, then Vacía's title, blank, date, blank and user).
        line: 16,
        message: expect.stringContaining('vacía'),
      }),
    );
  });

  it('«Ataque_CC» sustituye a «Ataque CC» y se muestra como «Ataque CC»', async () => {
    const { files, mdx } = await buildDumps({
      'a.txt': [
        revision('Ataque CC', '2021-01-01T00:00:00Z', 'Viejo.'),
        revision('Ataque_CC', '2021-06-01T00:00:00Z', 'Nuevo.'),
      ],
    });
    expect(files).toEqual(['ataque-cc.mdx']);
    const page = await mdx('ataque-cc');
    expect(page).toContain('"title": "Ataque CC"');
    expect(page).toContain('Nuevo.');
  });
});

describe('notas {{seefaq}} vacías', () => {
  it('llevan a la resolución que casan, con su pregunta, o a la lista de FAQ de la página', async () => {
    const faq = '{{faqbox|q=¿Puede Esquivar una Tropa Trabada?|a=Sí, con MOD -3.|version=1.0}}';
    const { mdx } = await buildDumps({
      'a.txt': [
        revision(
          'Trabado',
          '2021-01-01T00:00:00Z',
          `La Tropa puede Esquivar estando Trabada. {{seefaq}}\n\nXyz qwv. {{seefaq}}\n\n${faq}`,
        ),
      ],
    });
    const page = await mdx('trabado');
    expect(page).toMatch(
      /<SeeFaq href="#faq-puede-esquivar[^"]*" question="¿Puede Esquivar una Tropa Trabada\?" \/>/,
    );
    expect(page).toContain('<SeeFaq href="#faq-y-errata" question="ver las FAQ de esta página" />');
  });
});

describe('páginas de término', () => {
  it('un enlace a un nombre sin regla lleva a su página de término, que cita la frase', async () => {
    const { terms, mdx } = await buildDumps({ 'a.txt': [TRABADO] });
    expect(await mdx('trabado')).toContain('<TermLink href="/reglas/linea-de-tiro/"');
    expect(await mdx('trabado')).not.toContain('MissingLink');
    const ldt = terms.find((t) => t.slug === 'linea-de-tiro')!;
    expect(ldt).toMatchObject({
      title: 'Línea de Tiro',
      abbr: ['LDT'],
      en: expect.arrayContaining(['Line of Fire']),
    });
    expect(ldt.mentions).toContainEqual({
      page: 'Trabado',
      url: '/reglas/trabado/',
      sentence: 'Necesita LDT.',
      linked: true,
    });
  });

  it('una regla en la lista de relacionadas de una FAQ se cita con la pregunta de la FAQ', async () => {
    const faq =
      '{{faqbox|q=¿Puede Esquivar una Tropa Trabada fuera de LDT?|a=Sí.|related=[[Trabado]], [[LDT]]|version=1.0}}';
    const { terms } = await buildDumps({
      'a.txt': [revision('Trabado', '2021-01-01T00:00:00Z', `Una Tropa Trabada.\n\n${faq}`)],
    });
    const ldt = terms.find((t) => t.slug === 'linea-de-tiro')!;
    expect(ldt.mentions.map((m) => m.sentence)).toEqual([
      '¿Puede Esquivar una Tropa Trabada fuera de LDT?',
    ]);
  });

  it('cuando un volcado trae la regla, el nombre lleva a ella y su página de término desaparece', async () => {
    const { terms, mdx } = await buildDumps({
      'a.txt': [
        revision('Línea de Tiro', '2022-01-01T00:00:00Z', 'La LDT es una línea imaginaria.'),
        TRABADO,
      ],
    });
    expect(terms.find((t) => t.slug === 'linea-de-tiro')).toBeUndefined();
    expect(await mdx('trabado')).toContain('[LDT](/reglas/linea-de-tiro/)');
  });

  it('el texto de un enlace no empieza ni acaba en espacio', async () => {
    const { mdx } = await buildDumps({
      'a.txt': [revision('Trabado', '2021-01-01T00:00:00Z', 'Necesita la[[LDT| LDT ]]. Y más.')],
    });
    expect(await mdx('trabado')).toContain(
      'la <TermLink href="/reglas/linea-de-tiro/" target="Línea de Tiro">LDT</TermLink> . Y más.',
    );
  });
});

describe('una revisión nueva reescribe una pregunta y añade una cabecera delante', () => {
  const page = (time: string, question: string, extra: string) =>
    revision(
      'Trabado',
      time,
      [
        extra,
        '== Efectos ==',
        'Una Tropa Trabada no es Nula.',
        '== FAQ ==',
        `{{faqbox|q=${question}|a=Sí, con MOD -3 a su Tirada de FIS.|version=1.0}}`,
        '{{faqbox|q=¿Puede Trabarse una Tropa Nula?|a=No.|version=1.0}}',
        '{{faqbox|type=errata|q=¿Se puede declarar Berserk estando Trabado?|a=Sí.|version=1.1}}',
      ].join('\n'),
    );
  const OLD = '¿Puede Esquivar una Tropa Trabada?';
  const NEW = '¿Una Tropa en estado Trabado puede Esquivar?';

  it('el id viejo sigue llevando a la resolución, que dice que cambió; las demás ids no se mueven', async () => {
    const before = await buildDumps({
      'a.txt': [page('2021-01-01T00:00:00Z', OLD, 'Texto.')],
    });
    const after = await buildDumps({
      'a.txt': [page('2021-01-01T00:00:00Z', OLD, 'Texto.')],
      'b.txt': [page('2022-05-01T00:00:00Z', NEW, '== Notas ==\nUna nota nueva.')],
    });
    const frontmatter = async (build: typeof before) =>
      JSON.parse(/^---\n([\s\S]*?)\n---/.exec(await build.mdx('trabado'))![1]!) as {
        headings: { id: string; text: string }[];
        faqs: { id: string; question: string; aliases: string[]; changed?: string }[];
      };
    const old = await frontmatter(before);
    const now = await frontmatter(after);
    const oldId = old.faqs.find((f) => f.question === OLD)!.id;
    const reworded = now.faqs.find((f) => f.question === NEW)!;
    expect(reworded.id).not.toBe(oldId);
    expect(reworded).toMatchObject({ aliases: [oldId], changed: '2022-05-01T00:00:00Z' });
    // On the page: the box keeps the old id as an anchor and links to the changes.
    expect(await after.mdx('trabado')).toContain(
      `<FaqBox anchor="${reworded.id}" kind="faq" title="FAQ" version="1.0" aliases="${oldId}" changed="2022-05-01T00:00:00Z">`,
    );
    // The other rulings and the headings that were there keep their ids; none is numbered.
    for (const faq of old.faqs.filter((f) => f.question !== OLD))
      expect(now.faqs.find((f) => f.question === faq.question)!.id).toBe(faq.id);
    const ids = (h: { id: string }[]) => h.map((x) => x.id);
    expect(ids(now.headings)).toEqual(['notas', ...ids(old.headings)]);
    // The history names the ruling as changed, under its new id: not removed and added.
    const faqs = after.history.find((h) => h.slug === 'trabado')!.revisions[1]!.faqs;
    expect(faqs).toEqual([{ id: reworded.id, question: NEW, change: 'cambiada' }]);
  });
});
