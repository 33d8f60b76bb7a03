import { beforeAll, describe, expect, it } from 'vitest';
import { realBuild } from './helpers.ts';
import { plain } from '../../pipeline/its/transform/rich-text.ts';
import { isMapText } from '../../pipeline/its/transform/map-text.ts';
import type { MissionRecord } from '../../pipeline/its/transform/mission/record.ts';

// The whole ITS build runs once per file (realBuild caches it): outside any one test's time budget.
beforeAll(() => void realBuild(), 120_000);

/** What a player reads on each card: every rule has text, no map text among the rules, tables typed. */
describe('ITS mission cards (real source)', () => {
  const { result } = realBuild();
  const cards: MissionRecord[] = [...result.missions, ...result.leagueRounds];
  const bySlug = (slug: string) => cards.find((m) => m.slug === slug)!;

  it.each(['adquisicion', 'linea-de-frente', 'power-pack', 'terreno-seguro'])(
    '%s: the Xenotech keeps its printed EFECTOS, its bullets a list',
    (slug) => {
      const m = cards.find((c) => c.slug === slug)!;
      const xenotech = m.specialRules.find((s) => s.id === 'xenotech')!;
      const kinds = xenotech.body!.map((b) => b.kind);
      expect(kinds).toEqual([...kinds.filter((k) => k === 'p'), 'label', 'list']);
      const [label, list] = xenotech.body!.slice(-2);
      expect(label?.kind === 'label' && plain(label.text)).toBe('EFECTOS');
      expect(list?.kind === 'list' && list.items.map(plain)).toEqual([
        expect.stringMatching(/^El Xenotech se considera un Civil Neutral/),
        expect.stringMatching(/^Durante la Fase de Despliegue/),
        expect.stringMatching(/^Durante la partida, el Xenotech puede Sincronizarse/),
        expect.stringMatching(/^El objetivo del Xenotech es situar/),
      ]);
      expect(xenotech.paragraphs).toEqual([]);
      expect(m.printedLabels.map(plain)).not.toContain('EFECTOS');
    },
  );

  it('no rule section is empty', () => {
    const empty = cards.flatMap((m) =>
      m.specialRules
        .filter(
          (s) =>
            s.paragraphs.length === 0 &&
            !s.body?.length &&
            !s.skills?.length &&
            !s.profiles?.length &&
            !s.tables?.length,
        )
        .map((s) => `${m.slug}#${s.id}`),
    );
    expect(empty).toEqual([]);
  });

  it('no rule paragraph is map text (a measurement, a zone name, a lone number)', () => {
    const texts = cards.flatMap((m) =>
      [
        ...m.specialRules.flatMap((s) => s.paragraphs),
        ...m.deployment.paragraphs,
        ...m.end.paragraphs,
        ...m.intro,
      ].map((p) => `${m.slug}: ${plain(p)}`),
    );
    expect(
      texts.filter(
        (t) => isMapText(t.split(': ').slice(1).join(': ')) || /\b\d+ ?cm$|(?:^|: )\d$/.test(t),
      ),
    ).toEqual([]);
  });

  it('a rule text holds no map label glued after its last sentence', () => {
    const texts = cards.flatMap((m) => m.specialRules.flatMap((s) => s.paragraphs).map(plain));
    expect(
      texts.filter((t) => /[.!] (CONSOLA|PANOPLIA|ANTENA|CIVIL|TECH-COFFIN)$/.test(t)),
    ).toEqual([]);
  });

  it('scenery profiles are typed tables: element name, attributes and values', () => {
    const profiles = (slug: string, rule: string) =>
      bySlug(slug).specialRules.find((s) => s.id === rule)?.profiles ?? [];
    const row = (slug: string, rule: string) =>
      profiles(slug, rule).flatMap((t) =>
        t.rows.map((r) => [
          plain(r.name),
          ...t.columns.slice(1).map((c, k) => `${plain(c)}=${plain(r.values[k]!)}`),
        ]),
      );
    expect(row('supremacia', 'consolas')).toEqual([
      [
        'CONSOLA',
        'TIPO DE ELEMENTO=ESCENOGRÁFICO',
        'BLI=0',
        'PB=0',
        'EST=1',
        'TAC=--',
        'PRO=Hackeable (Tirada de VOL)',
      ],
    ]);
    expect(row('congelacion', 'unidades-calefactoras')[0]).toEqual([
      'UNIDAD CALEFACTORA',
      'TIPO DE ELEMENTO=ESCENOGRÁFICO',
      'BLI=2',
      'PB=0',
      'EST=3',
      'TAC=--',
      'PRO=--',
    ]);
    expect(row('cuadricula', 'la-cuadricula')[0]![0]).toBe('ANTENA DE TRANSMISIÓN');
    expect(row('saqueo-y-sabotaje', 'pac-puesto-avanzado-de-comunicaciones')[0]).toContain('BLI=8');
    // La Armería: cells placed by a reviewed correction, as printed (1796-1808): the Puerta de
    // Seguridad is of type ACCESO with TAC «Acceso Estrecho»; there is no ACCESO column.
    const armoury = row('la-armeria', 'la-armeria-zo');
    expect(armoury.map((r) => r[0])).toEqual([
      'PUERTA DE SEGURIDAD',
      'MURO',
      'PANOPLIA',
      'ARMERÍA',
    ]);
    expect(armoury[0]).toEqual([
      'PUERTA DE SEGURIDAD',
      'TIPO DE ELEMENTO=ACCESO',
      'BLI=3',
      'PB=3',
      'EST=2',
      'TAC=Acceso Estrecho',
      'PRO=Hackeable (Tirada de VOL)',
    ]);
    expect(armoury[1]).toEqual([
      'MURO',
      'TIPO DE ELEMENTO=ESTRUCTURAL',
      'BLI=10',
      'PB=0',
      'EST=3',
      'TAC=--',
      'PRO=--',
    ]);
    expect(armoury[2]).toEqual([
      'PANOPLIA',
      'TIPO DE ELEMENTO=ESCENOGRÁFICO',
      'BLI=0',
      'PB=0',
      'EST=1',
      'TAC=--',
      'PRO=Logística',
    ]);
  });

  it('text the columns put elsewhere is back with its rule', () => {
    const rule = (slug: string, id: string) =>
      bySlug(slug)
        .specialRules.find((s) => s.id === id)!
        .paragraphs.map(plain)
        .join(' ');
    expect(rule('biotecvoro', 'zona-biotecvora')).toMatch(/^Hay una zona de 40 cm/);
    expect(rule('danza-mortal', 'tag-dominante')).toMatch(/^La presencia de un TAG propio/);
    expect(rule('rescate', 'civiles')).toMatch(/^Hay un total de ocho Civiles/);
    expect(rule('congelacion', 'zona-de-exclusion')).toMatch(/^La Zona de Exclusión es el área/);
    const armoury = bySlug('la-armeria').specialRules.flatMap((s) => s.skills ?? []);
    const effects = (name: string) =>
      armoury
        .find((k) => k.name === name)!
        .effects.map(plain)
        .join(' ');
    expect(effects('Usar Panoplia')).toContain('pueden realizar dos tiradas en la Tabla de Botín');
    expect(effects('Abrir Puertas Armería')).not.toContain('Tabla de Botín');
  });

  it('Comms Center reads without doubled words', () => {
    const text = JSON.stringify(bySlug('comms-center'));
    expect(text).not.toMatch(/Zon Zonaa|Antenass|una una|recomendablee|profu profundi/);
  });

  it('league rounds read their forces, even two rounds printed on one line', () => {
    expect(result.leagueRounds.map((m) => m.forces.points)).toEqual([100, 120, 150, 200, 250, 300]);
    expect(
      cards.flatMap((m) => m.specialRules.map((s) => s.title)).filter((t) => /^Bando/i.test(t)),
    ).toEqual([]);
  });
});
