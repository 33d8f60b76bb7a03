/**
 * What a `reglas` entry carries besides its frontmatter (src/markdown/rule-tree/entry.ts): the tree
 * and the edition summary the loader stored, read back checked; an entry stored by an older
 * loader, without them, fails naming its page instead of rendering a page without editions.
 */
import { describe, expect, it } from 'vitest';
import { editionsOf, ruleTreeOf } from '../../src/markdown/rule-tree/entry.ts';
import { editionSummary } from '../../src/lib/edition.ts';

const mdx = '<Version edition="c1" title="Code One">a</Version>\n<EditionNote kind="n4only" />';

describe('lo que el cargador guarda con cada página de reglas', () => {
  it('el resumen de ediciones vuelve tal como se contó', () => {
    const editions = editionSummary(mdx);
    expect(editions).toEqual({ parts: { n4: 0, c1: 1 }, only: 'n4' });
    const entry = { id: 'trabado', rendered: { metadata: { editions, ruleTree: [] } } };
    expect(editionsOf(entry)).toEqual(editions);
  });

  it('una página sin ediciones guardadas (un almacén de antes) falla con su nombre', () => {
    const entry = { id: 'trabado', rendered: { metadata: { ruleTree: [] } } };
    expect(() => editionsOf(entry)).toThrow(/reglas\/trabado: sin «editions»/);
    expect(() => ruleTreeOf({ id: 'aislado' })).toThrow(/reglas\/aislado: sin «ruleTree»/);
  });
});
