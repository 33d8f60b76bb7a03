import type { PagefindData } from './pagefind-types.ts';

/**
 * The titles of the headings each anchor of a page sits under, by anchor id: «Requisitos» (h3)
 * under «Solicitar Refuerzos» (h2). In the reader's chunk: a name as written pins its own
 * heading and needs no context.
 */
export function headingsAbove(anchors: PagefindData['anchors'] = []): Map<string, string> {
  const under = new Map<string, string>();
  const open: { level: number; text: string }[] = [];
  for (const { element, id, text = '' } of anchors) {
    const level = Number(element.slice(1)) || 9;
    while (open.length > 0 && open.at(-1)!.level >= level) open.pop();
    under.set(id, open.map((heading) => heading.text).join(' '));
    open.push({ level, text });
  }
  return under;
}
