import { describe, expect, it } from 'vitest';
import { astroImporters, importsAstro } from '../../scripts/lib/astro-imports.ts';

describe('importsAstro', () => {
  it.each([
    ["import SkillBox from '../../src/components/wiki/SkillBox.astro';", true],
    ['import Callout from "./Callout.astro";', true],
    ["import type { Props } from './Heading.astro';", true],
    ["export { default as Indent } from './Indent.astro';", true],
    ['import {\n  x,\n  y,\n} from "./Multi.astro";', true],
    ["import './styles.astro';", true],
    ["const C = await import('./Lazy.astro');", true],
    ["import { slugify } from '../lib/slug.ts';", false],
    ["// as `import X from './X.astro'` does in a comment", false],
    ["// or as `import('./X.astro')` does", false],
    ["const note = 'see Callout.astro';", false],
    ["import { a } from './a.ts';\nconst file = 'X.astro';", false],
  ])('%s → %s', (source, expected) => {
    expect(importsAstro(source)).toBe(expected);
  });
});

describe('astroImporters', () => {
  it('takes the files importing a component, and those importing them, transitively', () => {
    const sources = new Map([
      ['/p/src/components/index.ts', "import Box from './Box.astro';\nexport const all = { Box };"],
      ['/p/src/lib/uses-index.ts', "import { all } from '../components/index.ts';"],
      ['/p/src/lib/uses-uses.ts', "export type { X } from './uses-index.ts';"],
      ['/p/tests/render.test.ts', "const m = await import('../src/components/Box.astro');"],
      ['/p/src/lib/plain.ts', "import { slugify } from './slug.ts';"],
      ['/p/src/lib/slug.ts', "import { z } from 'astro/zod';"],
    ]);
    expect(astroImporters(sources)).toEqual([
      '/p/src/components/index.ts',
      '/p/src/lib/uses-index.ts',
      '/p/src/lib/uses-uses.ts',
      '/p/tests/render.test.ts',
    ]);
  });

  it('takes none when no file imports a component', () => {
    expect(astroImporters(new Map([['/p/a.ts', "import { b } from './b.ts';"]]))).toEqual([]);
  });
});
