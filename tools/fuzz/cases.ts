/**
 * Hostile wiki pages for the converter, mutated from the seed pages with a seeded generator
 * (the same seed gives the same cases), and the checks every one of them must pass. Used by
 * the unit suite (a few hundred cases) and by `npm run fuzz` (10,000).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../../pipeline/shared/problem.ts';
import { newestRevisions } from '../../pipeline/wiki/parse/newest-revisions.ts';
import { splitDump } from '../../pipeline/wiki/parse/split-dump.ts';
import {
  compileMdx,
  convertAlone,
  type AlonePage,
} from '../../pipeline/wiki/check/convert-alone.ts';
import type { PageConverter } from '../../pipeline/wiki/converter.ts';
import { pageWords, sourceWords, words } from '../../pipeline/wiki/check/reader-words.ts';
import { parseWikitext } from '../../pipeline/wiki/transform/wiki-token.ts';
import { splitFrontmatter } from '../../src/markdown/compile.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The newest revision's markup of every seed page. */
export function seedTexts(): string[] {
  const dir = path.join(root, 'content/sources/wiki');
  const revisions = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .flatMap((f) => splitDump(readFileSync(path.join(dir, f), 'utf8'), f).revisions);
  return newestRevisions(revisions).map((r) => r.text);
}

/** mulberry32: small, fast, seeded; enough to make reproducible cases. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INJECTIONS = [
  '<script>alert(1)</script>',
  '{alert(1)}',
  '{/* x */}',
  'import x from "y"',
  'export const a = 1',
  '<Foo bar={1} />',
  '<img src=x onerror=alert(1)>',
  '[javascript:alert(1) x]',
  '[//evil.example x]',
  'a@b.c www.x.com //host',
  '</FaqBox>',
  '<SeeFaq>',
  '<sup><br>',
  '{{n4inline}}<br>{{n4inline-end}}',
  '[[S|\na]]',
  '{{seefaq|.\n{{faqbox}}}}',
  '{{faqbox|q={{}}}}',
  '{{skill-label}}',
  '{{image}}',
  '&lt;b&gt; &#123; &amp;',
  '\0NUL\x7FDEL\u200B\uFEFF\uD800',
  '|}\n{|\n|-\n| a || b',
  '<nowiki>',
  '<!-- sin cerrar',
  "'''''",
  '=== x',
  '----',
];
const OPENERS = ['{{faqbox|q=', '{{a|', '[[', '{{n4}}\n', '{{greybox-start}}\n', '<sup>', "''"];
const CLOSERS = ['}}', '}}', ']]', '{{n4end}}\n', '{{greybox-end}}\n', '</sup>', "''"];

export interface CaseSizes {
  /** Longest window of a seed page a case starts from. */
  window: number;
  /** Deepest nesting a case may add. */
  depth: number;
  /** Longest repeated line a case may add, in characters. */
  longLine: number;
}

/** One hostile page: a window of a seed page with one to four mutations. */
export function mutate(seeds: string[], next: () => number, sizes: CaseSizes): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const int = (max: number) => Math.floor(next() * max);
  const page = pick(seeds);
  const from = int(Math.max(1, page.length - sizes.window));
  let text = page.slice(from, from + 1 + int(sizes.window));
  const count = 1 + int(4);
  for (let m = 0; m < count; m++) {
    const at = int(text.length + 1);
    const span = int(Math.min(400, text.length + 1));
    switch (int(10)) {
      case 0: // delete a span
        text = text.slice(0, at) + text.slice(at + span);
        break;
      case 1: // duplicate a span
        text = text.slice(0, at + span) + text.slice(at, at + span) + text.slice(at + span);
        break;
      case 2: {
        // shuffle lines
        const lines = text.split('\n');
        for (let i = lines.length - 1; i > 0; i--) {
          const j = int(i + 1);
          [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        }
        text = lines.join('\n');
        break;
      }
      case 3: {
        // cut a template, link or table in half
        const open = text.indexOf(pick(['{{', '[[', '{|']), at);
        if (open >= 0) text = text.slice(0, open + 2 + int(40)) + text.slice(open + 60 + int(200));
        break;
      }
      case 4: // unbalanced brackets
        text =
          text.slice(0, at) +
          pick(['{{', '}}', '[[', ']]', '{|', '|}', '<', '>', '{', '}']).repeat(1 + int(3)) +
          text.slice(at);
        break;
      case 5: {
        // deep nesting, closed or not
        const k = int(OPENERS.length);
        const depth = 1 + int(sizes.depth);
        const closed = next() < 0.5;
        text =
          text.slice(0, at) +
          OPENERS[k]!.repeat(depth) +
          'palabra' +
          (closed ? CLOSERS[k]!.repeat(depth) : '') +
          text.slice(at);
        break;
      }
      case 6: {
        // deep list prefixes
        const marker = pick(['*', '#', ':', ';']);
        text = `${text.slice(0, at)}\n${marker.repeat(1 + int(sizes.depth))} lista\n${text.slice(at)}`;
        break;
      }
      case 7: {
        // a long line of repeated markup
        const unit = pick([
          '{{x}}',
          '[[Trabado]] ',
          "''a'' ",
          'palabra ',
          '<br>',
          '{{seefaq|nota}} ',
        ]);
        text = `${text.slice(0, at)}\n${unit.repeat(1 + int(sizes.longLine / unit.length))}\n${text.slice(at)}`;
        break;
      }
      case 8: {
        // random characters, control characters included
        let noise = '';
        for (let i = 0, n = 1 + int(30); i < n; i++)
          noise += String.fromCharCode(int(next() < 0.8 ? 0x80 : 0x3000));
        text = text.slice(0, at) + noise + text.slice(at);
        break;
      }
      default: // HTML, JS, MDX injection and the reproducers of past converter crashes
        text = text.slice(0, at) + pick(INJECTIONS) + text.slice(at);
    }
  }
  return text;
}

/**
 * Parameters whose text a known template shows. The others are not shown by MediaWiki either
 * (an unused parameter is invisible there), so their words are not a reader's words.
 */
const SHOWN: Record<string, (name: string) => boolean> = {
  faqbox: (n) => ['q', 'a', 'related', 'title', 'version'].includes(n),
  seefaq: (n) => n === '1',
  skillbox: (n) => n === '2' || n === '3',
  'skill-label': (n) => n === '1',
  weaponrow: (n) => /^\d+$/.test(n),
  hackingrow: (n) => /^\d+$/.test(n),
  ...Object.fromEntries(
    ['greybox', 'important', 'remember', 'explain'].map((b) => [
      `${b}-start`,
      (n: string) => n === '1',
    ]),
  ),
};

/** The head of a dump holding one revision (the fuzzed page follows it). */
const DUMP_HEAD =
  'Infinity - Contribuciones del usuario [es]\n\nFuzz\n\n2021-01-01T00:00:00Z\n\nFuzzer:\n\n';

export interface CaseLimits {
  /** Each page's time budget: past it the converter shows the page as plain text. */
  budgetMs: number;
  /** Processor time the build's steps may take on a case, in milliseconds (compiling aside). */
  maxMs: number;
  /** The build's converter (default: in memory, with `budgetMs`); the tests inject faults here. */
  converter?: PageConverter;
}

export interface CaseResult {
  /** Processor time of the build's steps on the page, in milliseconds. */
  ms: number;
  warnings: Problem[];
  /** What went wrong; empty when the case passed. */
  problems: string[];
}

/**
 * Runs one page through the build's steps (read from a dump by `splitDump`, then
 * `buildFromRevisions`, as the site's build does) and compiles its MDX with the site's rule-page
 * compiler (`compileEntry`, what the rules loader runs). Checks: nothing throws, it finishes
 * within `maxMs` of processor time (not wall time: the machine may be busy), the MDX compiles,
 * and no word a reader would see in the source is missing.
 */
export async function checkCase(text: string, limits: CaseLimits): Promise<CaseResult> {
  const { budgetMs, maxMs, converter } = limits;
  const problems: string[] = [];
  const start = process.cpuUsage();
  let alone: AlonePage | undefined;
  try {
    // Read from a dump, as the build reads every page: the page must come back whole, as one.
    const read = splitDump(`${DUMP_HEAD}${text}\n`, 'fuzz.txt').revisions;
    if (read.length !== 1) problems.push(`el volcado se leyó como ${read.length} revisiones`);
    alone = await convertAlone(read[0]?.text ?? text, {
      title: 'Fuzz',
      file: 'fuzz.txt',
      line: read[0]?.line ?? 1,
      budgetMs,
      converter,
    });
  } catch (error) {
    problems.push(`excepción: ${String(error).slice(0, 200)}`);
  }
  const used = process.cpuUsage(start);
  const ms = (used.user + used.system) / 1000;
  if (ms > maxMs) problems.push(`tardó ${ms.toFixed(0)} ms (máximo ${maxMs})`);
  if (!alone) return { ms, warnings: [], problems };
  try {
    await compileMdx(alone.mdx, alone.slug);
  } catch (error) {
    problems.push(`el MDX no compila: ${String(error).slice(0, 200)}`);
  }
  const missing = lostWords(text, alone);
  if (missing.length > 0) problems.push(`palabras perdidas: ${missing.slice(0, 10).join(', ')}`);
  return { ms, warnings: alone.warnings, problems };
}

/** The words a reader would see in the source that the page does not show. */
function lostWords(text: string, { page, mdx, warnings }: AlonePage): string[] {
  const have = pageWords(page.tree);
  const fellBack = warnings.some((w) => /texto sin formato/.test(w.message));
  // A page shown as plain text holds every word of its source, markup included.
  const want = fellBack
    ? words(text)
    : sourceWords(parseWikitext(text), {
        shown: SHOWN,
        labels: ['q', 'a', 'p', 'r', 'errata', 'faq'],
      });
  // A word may sit glued to the next one where markup between them was dropped (`a</sup>b`
  // reads "ab" on the wiki too): then it is found inside the page's text (not its frontmatter).
  const body = (splitFrontmatter(mdx)?.body ?? mdx).toLowerCase();
  return [...new Set(want.filter((w) => !have.has(w) && !body.includes(w)))];
}
