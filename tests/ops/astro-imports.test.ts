import { describe, expect, it } from 'vitest';
import { importsAstro } from '../../scripts/lib/astro-imports.ts';

describe('importsAstro', () => {
  it.each([
    ["import SkillBox from '../../src/components/wiki/SkillBox.astro';", true],
    ['import Callout from "./Callout.astro";', true],
    ["import type { Props } from './Heading.astro';", true],
    ["export { default as Indent } from './Indent.astro';", true],
    ['import {\n  x,\n  y,\n} from "./Multi.astro";', true],
    ["const C = await import('./Lazy.astro');", true],
    ["import { slugify } from '../lib/slug.ts';", false],
    ["// as `import X from './X.astro'` does in a comment", false],
    ["const note = 'see Callout.astro';", false],
    ["import { a } from './a.ts';\nconst file = 'X.astro';", false],
  ])('%s → %s', (source, expected) => {
    expect(importsAstro(source)).toBe(expected);
  });
});
