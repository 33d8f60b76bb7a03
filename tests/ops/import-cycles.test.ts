/**
 * No module reaches itself through its imports. Every `.ts`, `.tsx`, `.astro` and `.mjs` file
 * under the code folders is read with TypeScript's import scanner (`preProcessFile`), which sees
 * `import`, `import type`, `export … from`, `import()` and `typeof import()`; an `.astro` file is
 * read by its frontmatter and its bundled `<script>` blocks. Relative specifiers are resolved to
 * files, and the strongly connected components of that graph (Tarjan) are the cycles. A type-only
 * cycle counts too: it ties the files together just as much for a reader.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'pipeline', 'scripts', 'tools'];
const EXTENSIONS = ['.ts', '.tsx', '.astro', '.mjs'];

/** Every code file below `dir`, as absolute paths. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => EXTENSIONS.includes(path.extname(file)) && statSync(file).isFile())
    .sort();
}

/** The script text of a file: an `.astro` file's frontmatter and its non-inline `<script>` blocks. */
function scriptText(file: string, text: string): string {
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script(?![^>]*\bis:inline)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  return [frontmatter, ...scripts].join('\n');
}

/** The file a relative specifier names, or undefined when it is not a code file. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier.replace(/[?#].*$/, ''));
  const candidates = [target, ...EXTENSIONS.map((ext) => target + ext)];
  candidates.push(...EXTENSIONS.map((ext) => path.join(target, `index${ext}`)));
  return candidates.find(
    (file) =>
      EXTENSIONS.includes(path.extname(file)) && existsSync(file) && statSync(file).isFile(),
  );
}

/** Each file's relative imports, resolved. */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = scriptText(file, readFileSync(file, 'utf8'));
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map((f) => f.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file, or of one file importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('names each cycle once, with every file in it, and a file importing itself', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
      ['self.ts', ['self.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['self.ts']]);
  });

  it('reads every kind of import the code folders use', () => {
    const graph = importGraph(codeFiles(path.join(repo, 'src')));
    const of = (file: string) =>
      (graph.get(path.join(repo, file)) ?? []).map((f) => path.relative(repo, f));
    // `import type`, in a .tsx file
    expect(of('src/islands/tournament-round.tsx')).toContain('src/lib/tournament/event-schema.ts');
    // a frontmatter import of an .astro component
    expect(of('src/pages/index.astro')).toContain('src/layouts/BaseLayout.astro');
    // a bundled <script> block
    expect(of('src/pages/sin-conexion.astro')).toContain('src/client/offline/save-all.ts');
  });

  it('no file under src/, pipeline/, scripts/ or tools/ reaches itself through its imports', () => {
    const files = FOLDERS.flatMap((folder) => codeFiles(path.join(repo, folder)));
    expect(files.length).toBeGreaterThan(100);
    const found = cycles(importGraph(files)).map((component) =>
      component.map((file) => path.relative(repo, file)).join(' ↔ '),
    );
    expect(found).toEqual([]);
  });
});
