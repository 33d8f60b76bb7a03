/**
 * The fixture loop itself, on a temporary stage folder: a case without its output fails (and the
 * loop writes nothing), a case whose output differs fails, an output the stage no longer gives
 * fails, and only UPDATE=1 writes the files.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOutputs, fixtureCases } from './fixtures.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fixtures-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `<root>/stage/<name>/` with the given files. */
function caseFolder(name: string, files: Record<string, string>): string {
  const dir = path.join(root, 'stage', name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const upper = (input: string) => ({ json: { text: input.toUpperCase() } });

describe('fixture loop', () => {
  it('reads each case folder with its one input, in name order', () => {
    caseFolder('b', { 'input.txt': 'two' });
    caseFolder('a', { 'input.wiki': 'one' });
    expect(fixtureCases('stage', root).map((c) => [c.name, c.input])).toEqual([
      ['a', 'one'],
      ['b', 'two'],
    ]);
  });

  it('fails on a case folder without an input', () => {
    caseFolder('empty', { 'output.json': '{}\n' });
    expect(() => fixtureCases('stage', root)).toThrow(/input/);
  });

  it('fails on a case folder without its output, and writes nothing', () => {
    const dir = caseFolder('new-case', { 'input.txt': 'abc' });
    const [c] = fixtureCases('stage', root);
    expect(() => checkOutputs(c!.dir, upper(c!.input), false)).toThrow(/output\.json no existe/);
    expect(existsSync(path.join(dir, 'output.json'))).toBe(false);
  });

  it('fails when one of several outputs is missing', () => {
    caseFolder('two-outputs', { 'input.txt': 'abc', 'output.json': '{ "text": "ABC" }\n' });
    const [c] = fixtureCases('stage', root);
    expect(() => checkOutputs(c!.dir, { ...upper(c!.input), mdx: 'abc' }, false)).toThrow(
      /output\.mdx no existe/,
    );
  });

  it('passes on a stored output equal to the result, as JSON or as text', () => {
    caseFolder('same', {
      'input.txt': 'abc',
      'output.json': '{ "text": "ABC" }\n',
      'output.mdx': 'abc',
    });
    const [c] = fixtureCases('stage', root);
    expect(() => checkOutputs(c!.dir, { ...upper(c!.input), mdx: c!.input }, false)).not.toThrow();
  });

  it('fails on a stored output that differs from the result', () => {
    caseFolder('changed', { 'input.txt': 'abc', 'output.json': '{ "text": "abc" }\n' });
    const [c] = fixtureCases('stage', root);
    expect(() => checkOutputs(c!.dir, upper(c!.input), false)).toThrow();
  });

  it('fails on an output file the stage no longer gives', () => {
    caseFolder('stale', { 'input.txt': 'abc', 'output.json': '{}\n', 'output.mdx': '' });
    const [c] = fixtureCases('stage', root);
    expect(() => checkOutputs(c!.dir, upper(c!.input), false)).toThrow(/output\.mdx/);
  });

  it('writes the outputs with UPDATE=1: JSON indented by two spaces, text as it is', () => {
    const dir = caseFolder('update', { 'input.txt': 'abc', 'output.json': '{}\n' });
    const [c] = fixtureCases('stage', root);
    checkOutputs(c!.dir, { ...upper(c!.input), mdx: 'abc' }, true);
    expect(readFileSync(path.join(dir, 'output.json'), 'utf8')).toBe('{\n  "text": "ABC"\n}\n');
    expect(readFileSync(path.join(dir, 'output.mdx'), 'utf8')).toBe('abc');
  });
});
