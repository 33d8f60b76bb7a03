import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import { flowElement, paragraph } from './mdast-builders.ts';
import { append } from './trim-phrasing.ts';

/** One `*`, `#`, `:` or `;` line: its marker string and its converted text. */
export interface ListLine {
  prefix: string;
  content: PhrasingContent[];
}

/**
 * Nests list lines by their markers, as MediaWiki does: `**` continues the last item of the
 * `*` list, `#` lists are ordered, `:` lines are indented text and `;` lines are terms.
 */
export function buildLists(lines: ListLine[], level = 0): RootContent[] {
  const out: RootContent[] = [];
  let i = 0;
  while (i < lines.length) {
    const marker = lines[i]!.prefix[level] ?? '*';
    const group: ListLine[] = [];
    while (i < lines.length && (lines[i]!.prefix[level] ?? '*') === marker) group.push(lines[i++]!);
    out.push(
      marker === ':' || marker === ';' ? indent(group, level) : list(group, level, marker === '#'),
    );
  }
  return out;
}

/**
 * Walks one group's lines: lines at this level go to `own`; each run of deeper lines is built
 * recursively and handed to `nested`, right after the line it belongs under.
 */
function walk(
  group: ListLine[],
  level: number,
  own: (line: ListLine) => void,
  nested: (blocks: RootContent[]) => void,
): void {
  let deeper: ListLine[] = [];
  const flush = () => {
    if (deeper.length > 0) nested(buildLists(deeper, level + 1));
    deeper = [];
  };
  for (const line of group) {
    if (line.prefix.length > level + 1) deeper.push(line);
    else {
      flush();
      own(line);
    }
  }
  flush();
}

function list(group: ListLine[], level: number, ordered: boolean): List {
  const items: ListItem[] = [];
  walk(
    group,
    level,
    (line) =>
      items.push({
        type: 'listItem',
        spread: false,
        children: line.content.length
          ? [paragraph(line.content) as ListItem['children'][number]]
          : [],
      }),
    (blocks) => {
      if (items.length === 0) items.push({ type: 'listItem', spread: false, children: [] });
      append(items[items.length - 1]!.children, blocks as ListItem['children']);
    },
  );
  return { type: 'list', ordered, spread: false, children: items };
}

function indent(group: ListLine[], level: number): RootContent {
  const children: RootContent[] = [];
  walk(
    group,
    level,
    (line) => {
      const term = line.prefix[level] === ';';
      if (line.content.length) {
        children.push(
          paragraph(term ? [{ type: 'strong', children: line.content }] : line.content),
        );
      }
    },
    (blocks) => append(children, blocks),
  );
  return flowElement('Indent', {}, children);
}
