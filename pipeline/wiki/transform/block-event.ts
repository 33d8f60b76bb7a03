import type { PhrasingContent, RootContent } from 'mdast';
import type { RuleComponentProps } from '../../../src/components/wiki/contract.ts';

type CalloutProps = RuleComponentProps<'Callout'>;
type VersionProps = RuleComponentProps<'Version'>;

/** Containers opened by a `-start`/`{{n4}}`-style template and closed by its pair. */
export type ContainerKind =
  | { container: 'callout'; kind: CalloutProps['kind']; title?: string }
  | {
      container: 'version';
      edition: VersionProps['edition'];
      variant: NonNullable<VersionProps['variant']>;
    };

/** The tables a template opens (`{{weapon}}`, `{{n4-hacking-header}}`), rows following. */
export type TemplateTableKind = Exclude<RuleComponentProps<'RuleTable'>['kind'], 'wiki'>;

/** What a template standing on its own line means for the page's block structure. */
export type BlockEvent =
  | { type: 'node'; node: RootContent }
  | { type: 'open'; spec: ContainerKind; offset: number; name: string }
  | {
      type: 'close';
      container: ContainerKind['container'];
      key: string;
      offset: number;
      name: string;
    }
  | { type: 'table-open'; kind: TemplateTableKind; offset: number }
  | { type: 'table-row'; cells: PhrasingContent[][]; offset: number }
  | { type: 'none' };

/** The key that pairs an opener with its closer: the callout kind, or the edition. */
export function containerKey(spec: ContainerKind): string {
  return spec.container === 'callout' ? spec.kind : spec.edition;
}
