import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { ruleHeaderLevels } from '../../src/markdown/rehype/rule-header-levels.ts';
import { ruleHeaderAttributes, tree, type Item } from '../helpers/mdx-hast.ts';

const levels = (root: Root) => ruleHeaderAttributes(root.children, 'level');

describe('niveles de RuleHeader', () => {
  it.each([
    [
      'right under the page title (Trabado)',
      [{ rule: 'activation' }, { rule: 'effects' }],
      ['2', '2'],
    ],
    ['under a markdown section (Refuerzos)', [{ h: 2 }, { rule: 'requirements' }], ['3']],
    ['under a <Heading level="2"> (Munición Humo)', [{ heading: '2' }, { rule: 'effects' }], ['3']],
    [
      'before and after a section (Suplantado)',
      [{ rule: 'activation' }, { heading: '2' }, { rule: 'cancellation' }],
      ['2', '3'],
    ],
    ['after an h3 subsection', [{ h: 2 }, { h: 3 }, { rule: 'effects' }], ['4']],
    ['never past h6', [{ h: 6 }, { rule: 'effects' }], ['6']],
  ] as [string, Item[], string[]][])('%s', (_name, items, expected) => {
    const root = tree(items);
    ruleHeaderLevels(root);
    expect(levels(root)).toEqual(expected);
  });

  it('a RuleHeader inside another element counts the headings before it', () => {
    const root = tree([{ h: 2 }]);
    root.children.push({
      type: 'element',
      tagName: 'div',
      properties: {},
      children: tree([{ rule: 'effects' }]).children as never,
    });
    ruleHeaderLevels(root);
    const div = root.children[1] as unknown as {
      children: { attributes: { name: string; value: string }[] }[];
    };
    expect(div.children[0]!.attributes.find((a) => a.name === 'level')!.value).toBe('3');
  });
});
