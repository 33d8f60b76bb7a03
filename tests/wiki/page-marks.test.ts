/**
 * One walk finds a page's links and notes (pipeline/wiki/transform/page-marks.ts): every
 * `[[link]]` in document order, one inside another's text marked as nested, and every
 * `{{seefaq}}` with its parent; resolving replaces the outer link whole and leaves the inner
 * one as it was, as the walk that resolved them on its own did.
 */
import type { Paragraph, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { pageMarks } from '../../pipeline/wiki/transform/page-marks.ts';
import { linkedNames, resolveLinks } from '../../pipeline/wiki/transform/resolve-links.ts';
import { wikiLink } from '../../pipeline/wiki/transform/wiki-link-node.ts';
import type { ConvertedPage } from '../../pipeline/wiki/transform/convert-page.ts';

function page(): { converted: ConvertedPage; paragraph: Paragraph } {
  const inner = wikiLink('Berserk', [{ type: 'text', value: 'Berserk' }], 20);
  const paragraph: Paragraph = {
    type: 'paragraph',
    children: [
      { type: 'text', value: 'Ver ' },
      wikiLink('Trabado', [{ type: 'text', value: ' trabado ' }, inner], 4),
      { type: 'text', value: ' y ' },
      wikiLink('LDT', [], 40),
      { type: 'mdxJsxTextElement', name: 'SeeFaq', attributes: [], children: [] },
    ],
  };
  const tree: Root = { type: 'root', children: [paragraph] };
  const converted = { revision: { title: 'Página' }, tree } as unknown as ConvertedPage;
  return { converted, paragraph };
}

describe('pageMarks', () => {
  it('finds every link in order, the inner one marked nested, and the note with its parent', () => {
    const { converted, paragraph } = page();
    const { links, notes } = pageMarks(converted.tree);
    expect(links.map((l) => [l.node.target, l.nested])).toEqual([
      ['Trabado', false],
      ['Berserk', true],
      ['LDT', false],
    ]);
    expect(linkedNames(converted, links)).toEqual(['Trabado', 'Berserk', 'LDT']);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.parent).toBe(paragraph);
  });

  it('finds the rule blocks with their ids and labels', () => {
    const block = (kind: string, id: string) => ({
      type: 'mdxJsxFlowElement' as const,
      name: 'RuleHeader',
      attributes: [
        { type: 'mdxJsxAttribute' as const, name: 'kind', value: kind },
        { type: 'mdxJsxAttribute' as const, name: 'id', value: id },
      ],
      children: [],
    });
    const tree: Root = {
      type: 'root',
      children: [block('requirements', 'requisitos'), block('effects', 'efectos-nivel-2')],
    };
    expect(pageMarks(tree).blocks).toEqual([
      { id: 'requisitos', text: 'Requisitos' },
      { id: 'efectos-nivel-2', text: 'Efectos' },
    ]);
  });

  it('resolves the outer links in place, spaces moved out, the inner one kept', () => {
    const { converted, paragraph } = page();
    const links = resolveLinks(converted, (target) => ({
      title: target,
      url: `/reglas/${target.toLowerCase()}/`,
      resolved: true,
    }));
    expect(links.map((l) => l.target)).toEqual(['Trabado', 'LDT']);
    // «Ver », the space moved out of « trabado », the link, « y », the link with its title.
    expect(paragraph.children.map((n) => n.type)).toEqual([
      'text',
      'text',
      'link',
      'text',
      'link',
      'mdxJsxTextElement',
    ]);
    const outer = paragraph.children[2] as { children: { type: string }[] };
    expect(outer.children.map((n) => n.type)).toEqual(['text', 'wikiLink']);
    expect((paragraph.children[4] as { children: { value: string }[] }).children[0]!.value).toBe(
      'LDT',
    );
  });
});
