/**
 * No function of the build's code runs over MAX_LINES lines, from its declaration line to its
 * closing brace: a longer one does several jobs and reads as a wall (split it into named steps,
 * as pipeline/its/index.ts and pipeline/wiki/build-from-revisions.ts do). Every `.ts` file under
 * FOLDERS is parsed with the TypeScript compiler; functions, methods, accessors, constructors,
 * function expressions and arrow functions are measured.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 120;
const repo = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['pipeline', 'scripts', 'src/integrations', 'src/markdown', 'tools/fuzz'];
const FILES = ['tools/fuzz.ts'];

export interface LongFunction {
  name: string;
  line: number;
  lines: number;
}

/** The name a reader would look for: the function's own, or what it is assigned to. */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(argumento de ${parent.expression.getText(source)})`;
  return '(anónima)';
}

/** Every function of `text` longer than `max` lines. */
export function longFunctions(text: string, file: string, max = MAX_LINES): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ name: nameOf(node, source), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function tsFiles(folder: string): string[] {
  return readdirSync(path.join(repo, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(repo, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const files = [...FOLDERS.flatMap(tsFiles), ...FILES];

describe(`ninguna función de más de ${MAX_LINES} líneas`, () => {
  it.each([
    ['una función de 121 líneas', `function f() {\n${'  x();\n'.repeat(119)}}\n`, ['f:1 (121)']],
    ['una de 120', `function f() {\n${'  x();\n'.repeat(118)}}\n`, []],
    [
      'una flecha asignada, dentro de otra función',
      `function g() {\n  const h = () => {\n${'    x();\n'.repeat(119)}  };\n}\n`,
      ['g:1 (123)', 'h:2 (121)'],
    ],
    ['un método', `class A {\n  m() {\n${'    x();\n'.repeat(119)}  }\n}\n`, ['m:2 (121)']],
  ])('detecta %s', (_name, text, expected) => {
    expect(longFunctions(text, 'x.ts').map((f) => `${f.name}:${f.line} (${f.lines})`)).toEqual(
      expected,
    );
  });

  it('en pipeline/, scripts/, src/integrations/, src/markdown/ y el fuzzer', () => {
    expect(files.length).toBeGreaterThan(100);
    const long = files.flatMap((file) =>
      longFunctions(readFileSync(path.join(repo, file), 'utf8'), file).map(
        (f) => `${file}:${f.line} ${f.name} (${f.lines} líneas)`,
      ),
    );
    expect(long).toEqual([]);
  });
});
