import type { PhrasingContent, RootContent } from 'mdast';

/** Containers opened by a `-start`/`{{n4}}`-style template and closed by its pair. */
export type ContainerKind =
  | { container: 'callout'; kind: 'example' | 'important' | 'remember' | 'explain'; title?: string }
  | { container: 'version'; edition: 'n4' | 'c1'; variant: 'block' | 'list' };

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
  | { type: 'table-open'; kind: 'weapon' | 'hacking'; offset: number }
  | { type: 'table-row'; cells: PhrasingContent[][]; offset: number }
  | { type: 'none' };

/** The key that pairs an opener with its closer: the callout kind, or the edition. */
export function containerKey(spec: ContainerKind): string {
  return spec.container === 'callout' ? spec.kind : spec.edition;
}
