import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { ruleHeaderSkills } from '../../src/markdown/rehype/rule-header-skills.ts';
import { jsx, ruleHeaderAttributes, tree, type Item } from '../helpers/mdx-hast.ts';

/** The `skill` of each RuleHeader, in order ('' where it has none). */
const skills = (nodes: readonly unknown[]) => ruleHeaderAttributes(nodes, 'skill');

describe('RuleHeader nombra su habilidad donde una sección tiene varias', () => {
  it.each([
    [
      'three boxes in a row, no heading between (Visor Multiespectral)',
      [
        { box: 'VISOR MULTIESPECTRAL NIVEL 1' },
        { rule: 'effects' },
        { box: 'VISOR MULTIESPECTRAL NIVEL 2' },
        { rule: 'effects' },
        { box: 'VISOR MULTIESPECTRAL NIVEL 3' },
        { rule: 'effects' },
      ],
      [
        'VISOR MULTIESPECTRAL NIVEL 1',
        'VISOR MULTIESPECTRAL NIVEL 2',
        'VISOR MULTIESPECTRAL NIVEL 3',
      ],
    ],
    [
      'one box (Trabado): nothing to tell apart',
      [{ box: 'TRABADO' }, { rule: 'activation' }, { rule: 'effects' }],
      ['', ''],
    ],
    [
      'one box under each heading (Refuerzos): the headings tell them apart',
      [
        { heading: '2' },
        { box: 'COMMLINK' },
        { rule: 'effects' },
        { heading: '2' },
        { box: 'SOLICITAR REFUERZOS' },
        { rule: 'requirements' },
        { rule: 'effects' },
      ],
      ['', '', ''],
    ],
    [
      'two boxes under one markdown heading, every part after a box',
      [
        { h: 2 },
        { box: 'A' },
        { rule: 'requirements' },
        { rule: 'effects' },
        { box: 'B' },
        { rule: 'effects' },
      ],
      ['A', 'A', 'B'],
    ],
    [
      'a part before the first box of its section has no box to name',
      [{ rule: 'effects' }, { box: 'A' }, { rule: 'effects' }, { box: 'B' }, { rule: 'effects' }],
      ['', 'A', 'B'],
    ],
    [
      'a heading ends the section: the part after it is not the last box’s',
      [
        { box: 'A' },
        { rule: 'effects' },
        { box: 'B' },
        { rule: 'effects' },
        { h: 2 },
        { rule: 'effects' },
      ],
      ['A', 'B', ''],
    ],
  ] as [string, Item[], string[]][])('%s', (_name, items, expected) => {
    const root = tree(items);
    ruleHeaderSkills(root);
    expect(skills(root.children)).toEqual(expected);
  });

  it('boxes inside an edition block count as their section’s (Version wraps them)', () => {
    const version = (items: Item[]) =>
      ({ ...jsx('Version', 'edition', 'n4'), children: tree(items).children }) as never;
    const root: Root = {
      type: 'root',
      children: [
        version([{ box: 'A' }, { rule: 'effects' }]),
        version([{ box: 'B' }, { rule: 'effects' }]),
      ],
    };
    ruleHeaderSkills(root);
    const inside = (root.children as unknown as { children: unknown[] }[]).flatMap(
      (v) => v.children,
    );
    expect(skills(inside)).toEqual(['A', 'B']);
  });

  it('run twice, a part keeps one `skill`', () => {
    const root = tree([{ box: 'A' }, { rule: 'effects' }, { box: 'B' }, { rule: 'effects' }]);
    ruleHeaderSkills(root);
    ruleHeaderSkills(root);
    const attributes = (root.children[1] as unknown as { attributes: { name: string }[] })
      .attributes;
    expect(attributes.filter((a) => a.name === 'skill')).toHaveLength(1);
  });
});
