/**
 * "No hand-written type repeats a schema": the build-side types of every part come from the zod
 * schemas (`z.infer`/`z.input`). This test reads every object type written by hand in the
 * build's code (`pipeline/`, `scripts/`, `tools/`, `src/integrations/`, `src/markdown/`: interfaces and type literals, with the TypeScript parser) and fails when one has
 * exactly the fields of an object of a schema: that type must be inferred from the schema instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as itsSchemas from '../../src/content/its-schemas.ts';
import * as wikiSchemas from '../../src/content/wiki-schemas.ts';
import * as skirmishSchemas from '../../src/content/skirmish.ts';
import * as wikiData from '../../src/content/wiki-data.ts';
import * as scoringSchemas from '../../src/lib/missions/schema.ts';
import * as glossarySchemas from '../../src/lib/glossary/schema.ts';

const root = join(import.meta.dirname, '../..');

/** Field sets of fewer names are too common to be a schema's twin (`{ line, message }`). */
const MIN_FIELDS = 2;

/**
 * Hand-written shapes that share a schema's field names but are not its twin, each with why. A
 * file listed here is skipped whole.
 */
const NOT_TWINS: Record<string, string> = {
  // A draft: its cells are source text (`SourceText`), turned into rich text when the card is built.
  'pipeline/its/transform/profiles.ts': 'ProfileDraft, borrador con celdas SourceText',
};

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isZod = (v: unknown): v is ZodLike =>
  typeof v === 'object' &&
  v !== null &&
  '_zod' in v &&
  typeof (v as ZodLike)._zod?.def === 'object';

/** Every object schema reachable from `schema`, as its sorted field names. */
function objectShapes(
  schema: unknown,
  out = new Map<string, string>(),
  seen = new Set(),
): Map<string, string> {
  if (!isZod(schema) || seen.has(schema)) return out;
  seen.add(schema);
  const def = schema._zod.def;
  const children: unknown[] = [];
  if (def.type === 'object') {
    const shape = def['shape'] as Record<string, unknown>;
    out.set(Object.keys(shape).sort().join(','), '');
    children.push(...Object.values(shape));
  }
  for (const key of ['innerType', 'element', 'in', 'out', 'left', 'right', 'valueType'])
    if (def[key]) children.push(def[key]);
  if (Array.isArray(def['options'])) children.push(...(def['options'] as unknown[]));
  for (const c of children) objectShapes(c, out, seen);
  return out;
}

/** Field set → the schema export it belongs to. */
function schemaShapes(): Map<string, string> {
  const modules = {
    'src/content/its-schemas.ts': itsSchemas,
    'src/content/wiki-schemas.ts': wikiSchemas,
    'src/content/skirmish.ts': skirmishSchemas,
    'src/content/wiki-data.ts': wikiData,
    'src/lib/missions/schema.ts': scoringSchemas,
    'src/lib/glossary/schema.ts': glossarySchemas,
  };
  const shapes = new Map<string, string>();
  for (const [file, mod] of Object.entries(modules))
    for (const [name, value] of Object.entries(mod))
      for (const fields of objectShapes(value).keys())
        if (!shapes.has(fields)) shapes.set(fields, `${file} ${name}`);
  return shapes;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? tsFiles(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every hand-written object type of a file: interfaces and type literals, with their field names. */
function handWrittenObjects(file: string): { where: string; fields: string }[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { where: string; fields: string }[] = [];
  const visit = (node: ts.Node) => {
    let members: ts.NodeArray<ts.TypeElement> | undefined;
    let name = '';
    if (ts.isInterfaceDeclaration(node)) {
      members = node.members;
      name = node.name.text;
      // An interface extending another type adds fields to it: compare only when it stands alone.
      if (node.heritageClauses?.length) members = undefined;
    } else if (ts.isTypeLiteralNode(node)) members = node.members;
    if (members) {
      const fields = members
        .filter(ts.isPropertySignature)
        .map((m) => m.name.getText(source))
        .sort();
      if (fields.length >= MIN_FIELDS && fields.length === members.length) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({
          where: `${relative(root, file)}:${line}${name ? ` ${name}` : ''}`,
          fields: fields.join(','),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('tipos escritos a mano que repiten un esquema', () => {
  const shapes = schemaShapes();

  it('los esquemas se leen (la prueba mira algo)', () => {
    // The known shapes must be there, or the test would pass by looking at nothing.
    expect(shapes.get('href,note,text')).toMatch(/its-schemas/);
    expect(shapes.get('end,line,start')).toMatch(/its-schemas/);
    expect(shapes.get('aliases,answer,changed,id,kind,question,related,title,version')).toMatch(
      /wiki-schemas/,
    );
    expect(shapes.size).toBeGreaterThan(30);
  });

  it('ningún tipo del build tiene exactamente los campos de un objeto de un esquema', () => {
    const twins = ['pipeline', 'scripts', 'tools', 'src/integrations', 'src/markdown']
      .flatMap((dir) => tsFiles(join(root, dir)))
      .filter((f) => !(relative(root, f) in NOT_TWINS))
      .flatMap(handWrittenObjects)
      .filter((o) => shapes.has(o.fields))
      .map((o) => `${o.where} {${o.fields}} repite ${shapes.get(o.fields)}`);
    expect(twins).toEqual([]);
  });
});
