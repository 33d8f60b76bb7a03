/**
 * One rule page's MDX → its frontmatter, body and RuleTree (src/markdown/rule-tree/schema.ts), parsed
 * and transformed exactly as @astrojs/mdx does it for a build (node_modules/@astrojs/markdown-remark
 * dist/mdx/create-processor.js), once, at load:
 *
 * - @mdx-js/mdx's own `createProcessor` (remark-parse, remark-mdx, its paragraph unravelling,
 *   remark-rehype passing MDX nodes through), `format: 'mdx'`;
 * - remark: remark-gfm, then ours (src/markdown/plugins.ts); smartypants is off in
 *   astro.config.mjs; Astro's `remarkCollectImages` only matters for images, refused (check.ts);
 * - rehype: rehype-raw (MDX nodes passed through), ours, then Astro's `rehypeHeadingIds`; Astro's
 *   `rehypeMetaString`, Shiki, image and script/style plugins act only on code blocks, images and
 *   `<script>`/`<style>`, which a rule page cannot hold (check.ts).
 *
 * The processor stops after the last rehype plugin (the JS that MDX would generate is never
 * built); src/markdown/rule-tree/serialize.ts writes the hast as Astro would render it.
 */
import { createProcessor, nodeTypes } from '@mdx-js/mdx';
import { rehypeHeadingIds } from '@astrojs/markdown-remark';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { ruleRehypePlugins, ruleRemarkPlugins } from './plugins.ts';
import { ruleMdxProblems, type RuleTreeProblem } from './rule-tree/check.ts';
import { ruleTreeOfHast } from './rule-tree/serialize.ts';
import type { RuleTree } from './rule-tree/schema.ts';

export type RuleMdx =
  | { ok: true; frontmatter: Record<string, unknown>; body: string; tree: RuleTree }
  | { ok: false; problems: RuleTreeProblem[] };

/** Thrown by the last rehype plugin to end the run: what comes after it builds JavaScript. */
const DONE = Symbol('hast listo');

const processors = new Map<string, ReturnType<typeof createProcessor>>();

/** The MDX processor of rule text under `base`, as @astrojs/mdx builds it, ending at the hast. */
function processorFor(base: string) {
  let processor = processors.get(base);
  if (!processor) {
    processor = createProcessor({
      format: 'mdx',
      jsxImportSource: 'astro',
      elementAttributeNameCase: 'html',
      // Astro's plugin types allow names as strings (resolved by Astro); ours are all functions.
      remarkPlugins: [remarkGfm, ...(ruleRemarkPlugins as PluggableList)],
      rehypePlugins: [
        [rehypeRaw, { passThrough: nodeTypes }],
        ...(ruleRehypePlugins(base) as PluggableList),
        rehypeHeadingIds,
        () => (tree: HastRoot, file: VFile) => {
          file.data['ruleHast'] = tree;
          throw DONE;
        },
      ],
    });
    processors.set(base, processor);
  }
  return processor;
}

/**
 * The frontmatter (the emitter writes it as JSON, "JSON is valid YAML") and the body after it.
 * The frontmatter's lines are kept as empty lines, as Astro does (`empty-with-spaces`), so a
 * problem's line is the file's line.
 */
export function splitFrontmatter(text: string): { json: string; body: string } | undefined {
  if (!text.startsWith('---\n')) return undefined;
  const end = text.indexOf('\n---\n', 4);
  if (end < 0) return undefined;
  const head = text.slice(0, end + 5);
  return {
    json: text.slice(4, end),
    body: '\n'.repeat(head.split('\n').length - 1) + text.slice(end + 5),
  };
}

/**
 * Bodies longer than this are tried paragraph by paragraph first. micromark keeps every event of
 * a document until it ends, several per escaped character, so a long page shown as plain text
 * could fill a compile thread's heap in one piece (docs/figures.md, "Hostile input"). A body of
 * paragraphs alone compiles to the same hast piece by piece (CommonMark ends a paragraph at a
 * blank line), in the memory of one paragraph.
 */
export const PIECEWISE_BODY_CHARS = 200_000;

type BodyHast = { ok: true; hast: HastRoot } | { ok: false; problems: RuleTreeProblem[] };

/** One body → its hast, or the problems that stop it. */
async function compileBody(body: string, path: string, base: string): Promise<BodyHast> {
  const processor = processorFor(base);
  const file = new VFile({ value: body, path });
  let mdast: MdastRoot;
  try {
    mdast = processor.parse(file) as MdastRoot;
  } catch (error) {
    const place = error as { line?: number; reason?: string; message: string };
    return {
      ok: false,
      problems: [{ line: place.line, message: `MDX ilegible: ${place.reason ?? place.message}` }],
    };
  }
  const problems = ruleMdxProblems(mdast);
  if (problems.length > 0) return { ok: false, problems };
  try {
    // MDX's processor is typed as ending in JS (estree); it stops at the hast here (`DONE`).
    await processor.run(mdast as unknown as Parameters<typeof processor.run>[0], file);
  } catch (error) {
    if (error !== DONE) throw error;
  }
  return { ok: true, hast: file.data['ruleHast'] as HastRoot };
}

/**
 * The hast of a body made of paragraphs alone, compiled one paragraph at a time and joined as
 * the whole document's root joins them (a line break between); `undefined` as soon as a piece is
 * anything but one paragraph (a list, a heading, a component of its own, a definition): then the
 * body is compiled whole.
 */
export async function compileParagraphs(
  body: string,
  path: string,
  base: string,
): Promise<HastRoot | undefined> {
  // An unescaped `<` or `{` may open a component or an expression that spans a blank line.
  if (/(^|[^\\])[<{]/.test(body)) return undefined;
  const children: HastRoot['children'] = [];
  for (const piece of body.split(/\n[ \t]*\n/)) {
    if (piece.trim() === '') continue;
    const one = await compileBody(piece, path, base);
    if (!one.ok) return undefined;
    const [paragraph, ...more] = one.hast.children;
    if (more.length > 0 || paragraph?.type !== 'element' || paragraph.tagName !== 'p')
      return undefined;
    if (children.length > 0) children.push({ type: 'text', value: '\n' });
    children.push(paragraph);
  }
  return { type: 'root', children };
}

/** Compiles one rule page. `path` is only for MDX's own checks (Astro's heading ids look at the extension). */
export async function compileRuleMdx(
  text: string,
  path: string,
  base: string,
  piecewiseAbove = PIECEWISE_BODY_CHARS,
): Promise<RuleMdx> {
  const parts = splitFrontmatter(text);
  if (!parts)
    return {
      ok: false,
      problems: [{ line: 1, message: 'falta el bloque de frontmatter (--- … ---)' }],
    };
  let frontmatter: Record<string, unknown>;
  try {
    frontmatter = JSON.parse(parts.json) as Record<string, unknown>;
  } catch (error) {
    return {
      ok: false,
      problems: [{ line: 2, message: `frontmatter sin JSON legible: ${(error as Error).message}` }],
    };
  }
  let hast =
    parts.body.length > piecewiseAbove
      ? await compileParagraphs(parts.body, path, base)
      : undefined;
  if (!hast) {
    const whole = await compileBody(parts.body, path, base);
    if (!whole.ok) return whole;
    hast = whole.hast;
  }
  return { ok: true, frontmatter, body: parts.body.trim(), tree: ruleTreeOfHast(hast) };
}
