import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildContext, Problem } from '../../pipeline/shared/context.ts';
import { build } from '../../pipeline/reinforcements/index.ts';

const root = resolve(import.meta.dirname, '../..');

describe('refuerzos seed', async () => {
  const generatedDir = mkdtempSync(join(tmpdir(), 'refuerzos-'));
  const warnings: Problem[] = [];
  const ctx: BuildContext = {
    root,
    sourcesDir: join(root, 'content/sources'),
    generatedDir,
    definitions: [{ title: 'Tokens de Mando', url: '/reglas/tokens-de-mando/' }],
    warn: (w) => warnings.push(w),
    info: () => {},
  };
  await build(ctx);
  const mdx = readFileSync(join(generatedDir, 'rules/refuerzos.mdx'), 'utf8');
  const [, front = '', body = ''] = mdx.split(/^---$/m);
  const frontmatter = JSON.parse(front) as Record<string, unknown>;
  const table = JSON.parse(
    readFileSync(join(generatedDir, 'reinforcements/table.json'), 'utf8'),
  ) as {
    rows: unknown[];
  };

  it('builds with no warning', () => expect(warnings).toEqual([]));

  it('has the frontmatter of the lead’s schema', () => {
    expect(frontmatter).toMatchObject({
      title: 'Refuerzos en Infinity',
      slug: 'refuerzos',
      section: 'reglas-extra',
      updated: null,
      contributor: null,
      versions: [],
      faqs: [],
      links: [{ target: 'Tokens de Mando', url: '/reglas/tokens-de-mando/', resolved: true }],
      source: { file: 'content/sources/refuerzos.txt', line: 1 },
    });
    expect((frontmatter['nav'] as string[]).at(-1)).toBe('Refuerzos en Infinity');
  });

  it('keeps the navigation out of the text', () => {
    expect(body).not.toContain('Módulo de Movimiento');
  });

  it('renders the wiki components, the ordered turn and a GFM table', () => {
    expect(body).toContain(
      '<SkillBox color="black" name="COMMLINK" orderType="HABILIDAD AUTOMÁTICA" />',
    );
    expect(body).toContain('<SkillBox color="black" name="SOLICITAR REFUERZOS" />');
    expect(body).toContain('<RuleHeader kind="requirements" id="requisitos" />');
    // Each skill's «Efectos» is named by its skill, never numbered by its order on the page.
    expect(body).toContain('<RuleHeader kind="effects" id="efectos-commlink" />');
    expect(body).toContain('<RuleHeader kind="effects" id="efectos-solicitar-refuerzos" />');
    expect(body).toContain('<Callout kind="example" title="Ejemplo">');
    expect(body).toMatch(/^1\. Inicio del Turno: Fase Táctica$/m);
    expect(body).toMatch(/^10\. Fin del Turno$/m);
    expect(body).toMatch(/^\| Lista de Ejército \| Solicitar Refuerzos +\| Retirada +\|$/m);
  });

  it('emits the wiki <Heading>, listed with its id for the table of contents', () => {
    expect(body).toMatch(/<Heading level="2" id="commlink">\s*Commlink\s*<\/Heading>/);
    const headings = frontmatter['headings'] as { id: string; text: string; depth: number }[];
    expect(headings).toContainEqual({ id: 'commlink', text: 'Commlink', depth: 2 });
    const ids = headings.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    // «Solicitar Refuerzos» is a step of the turn (an h3, named by its h2) and a section (h2).
    expect(ids).toEqual(
      expect.arrayContaining([
        'solicitar-refuerzos',
        'solicitar-refuerzos-turno-de-jugador-con-refuerzos',
      ]),
    );
  });

  it('links a wiki term once per section', () => {
    expect(body.match(/\[Tokens de Mando\]\(\/reglas\/tokens-de-mando\/\)/g)).toHaveLength(2);
  });

  it('emits the request/retreat thresholds as data', () => {
    expect(table.rows).toEqual([
      { listPoints: 250, requestAtMost: 200, retreatAtMost: 63, line: 60 },
      { listPoints: 300, requestAtMost: 225, retreatAtMost: 75, line: 61 },
      { listPoints: 350, requestAtMost: 250, retreatAtMost: 88, line: 62 },
      { listPoints: 400, requestAtMost: 275, retreatAtMost: 100, line: 63 },
    ]);
  });
});
