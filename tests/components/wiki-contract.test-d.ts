/**
 * The wiki components' contract (src/components/wiki/contract.ts), held at compile time: each
 * component's `Props` is its schema's type, the emitter's builders take a component's props and
 * nothing else, and every edition type is `editionSchema`'s. Type tests only: `astro check` (part
 * of `npm test`) type-checks this file and fails on a broken expectation; vitest never runs it.
 */
import type { ComponentProps } from 'astro/types';
import type { z } from 'astro/zod';
import { describe, expectTypeOf, test } from 'vitest';
import type { ruleComponents } from '../../src/components/wiki/index.ts';
import type {
  RULE_COMPONENT_NAMES,
  RuleComponentName,
  RuleComponentProps,
  ruleComponentSchemas,
} from '../../src/components/wiki/contract.ts';
import type SkillBox from '../../src/components/wiki/SkillBox.astro';
import type Version from '../../src/components/wiki/Version.astro';
import type { RuleComponentNode } from '../../src/markdown/rule-tree/schema.ts';
import { flowElement, textElement } from '../../pipeline/wiki/transform/mdast-builders.ts';
import type { ContainerKind } from '../../pipeline/wiki/transform/block-event.ts';
import type { PageContext } from '../../pipeline/wiki/transform/page-context.ts';
import type { RulePageFrontmatter } from '../../src/content/wiki-schemas.ts';
import type {
  Edition,
  EditionChoice,
  EditionSummary,
  editionSchema,
} from '../../src/lib/edition.ts';

describe('los componentes de la wiki declaran las props de su esquema', () => {
  test('cada componente, sus props', () => {
    type Declared = { [N in RuleComponentName]: ComponentProps<(typeof ruleComponents)[N]> };
    type Contract = { [N in RuleComponentName]: z.infer<(typeof ruleComponentSchemas)[N]> };
    expectTypeOf<Declared>().toEqualTypeOf<Contract>();
    expectTypeOf<ComponentProps<typeof SkillBox>>().toEqualTypeOf<{
      color?: string | undefined;
      name?: string | undefined;
      orderType?: string | undefined;
    }>();
    expectTypeOf<ComponentProps<typeof Version>>().toEqualTypeOf<{
      edition: Edition;
      variant?: 'block' | 'list' | undefined;
    }>();
  });

  test('los nombres: los del mapa de componentes, los del árbol y los de la lista, uno solo', () => {
    expectTypeOf<keyof typeof ruleComponents>().toEqualTypeOf<RuleComponentName>();
    expectTypeOf<(typeof RULE_COMPONENT_NAMES)[number]>().toEqualTypeOf<RuleComponentName>();
    expectTypeOf<RuleComponentNode['name']>().toEqualTypeOf<RuleComponentName>();
  });
});

describe('los constructores del emisor solo admiten las props del componente', () => {
  test('las props de cada constructor son las del componente que nombra', () => {
    expectTypeOf(flowElement<'SkillBox'>)
      .parameter(1)
      .toEqualTypeOf<RuleComponentProps<'SkillBox'>>();
    expectTypeOf(textElement<'TermLink'>)
      .parameter(1)
      .toEqualTypeOf<RuleComponentProps<'TermLink'>>();
    expectTypeOf(flowElement).parameter(0).toEqualTypeOf<RuleComponentName>();
  });

  test('una prop ajena, un valor fuera de su enumeración o una prop obligatoria que falta no compilan', () => {
    flowElement('SkillBox', { color: 'red', name: 'ESQUIVAR', orderType: 'ORA' });
    // @ts-expect-error: SkillBox has no `kind`.
    flowElement('SkillBox', { kind: 'x' });
    // @ts-expect-error: an edition is one of editionSchema's.
    flowElement('Version', { edition: 'n5' });
    // @ts-expect-error: a Callout's kind is one of four.
    flowElement('Callout', { kind: 'warning' });
    // @ts-expect-error: a heading's level is 2 to 6, as a string.
    flowElement('Heading', { level: '7', id: 'x' });
    // @ts-expect-error: TermLink needs its target.
    textElement('TermLink', { href: '/reglas/x/' });
    // @ts-expect-error: VersionInline is N4 only.
    textElement('VersionInline', { edition: 'c1' });
    // @ts-expect-error: no component has that name.
    flowElement('Foo', {});
  });
});

describe('cada tipo de edición es el de editionSchema', () => {
  test('la edición, la elección y el resumen de una página', () => {
    expectTypeOf<Edition>().toEqualTypeOf<z.infer<typeof editionSchema>>();
    expectTypeOf<EditionChoice>().toEqualTypeOf<'todas' | Edition>();
    expectTypeOf<EditionSummary['parts']>().toEqualTypeOf<Record<Edition, number>>();
    expectTypeOf<EditionSummary['only']>().toEqualTypeOf<Edition | undefined>();
  });

  test('las de los componentes, del conversor y del frontmatter de una página', () => {
    expectTypeOf<RuleComponentProps<'Version'>['edition']>().toEqualTypeOf<Edition>();
    expectTypeOf<RuleComponentProps<'VersionInline'>['edition']>().toEqualTypeOf<
      Extract<Edition, 'n4'>
    >();
    expectTypeOf<PageContext['versions']>().toEqualTypeOf<Set<Edition>>();
    expectTypeOf<RulePageFrontmatter['versions']>().toEqualTypeOf<Edition[] | undefined>();
    expectTypeOf<
      Extract<ContainerKind, { container: 'version' }>['edition']
    >().toEqualTypeOf<Edition>();
  });
});
