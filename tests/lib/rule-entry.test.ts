/**
 * What a `rules` entry carries besides its frontmatter (src/markdown/rule-tree/entry.ts): the file
 * of its tree and the edition summary the loader stored, read back checked; an entry stored by an
 * older loader, without them, fails naming its page instead of rendering a page without editions.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editionsOf, ruleTreeOf } from '../../src/markdown/rule-tree/entry.ts';
import { editionSummary } from '../../src/lib/edition.ts';

const mdx = '<Version edition="c1" title="Code One">a</Version>\n<EditionNote kind="n4only" />';

describe('lo que el cargador guarda con cada página de reglas', () => {
  it('el resumen de ediciones vuelve tal como se contó', () => {
    const editions = editionSummary(mdx);
    expect(editions).toEqual({ parts: { n4: 0, c1: 1 }, only: 'n4' });
    const entry = { id: 'trabado', rendered: { metadata: { editions, treeFile: '' } } };
    expect(editionsOf(entry)).toEqual(editions);
  });

  it('el árbol se lee de su archivo, comprobado', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rule-entry-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const treeFile = path.join(dir, 'trabado.json');
    writeFileSync(treeFile, JSON.stringify(['<p>Hola</p>', { name: 'TermLink', props: {} }]));
    const entry = { id: 'trabado', rendered: { metadata: { treeFile } } };
    expect(ruleTreeOf(entry)).toEqual(['<p>Hola</p>', { name: 'TermLink', props: {} }]);
    writeFileSync(treeFile, JSON.stringify([{ nombre: 'x' }]));
    expect(() => ruleTreeOf(entry)).toThrow();
  });

  it('una página sin ediciones guardadas (un almacén de antes) falla con su nombre', () => {
    const entry = { id: 'trabado', rendered: { metadata: { treeFile: '' } } };
    expect(() => editionsOf(entry)).toThrow(/rules\/trabado: sin «editions»/);
    expect(() => ruleTreeOf({ id: 'aislado' })).toThrow(/rules\/aislado: sin «treeFile»/);
  });
});
