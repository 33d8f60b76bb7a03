import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { newestRevisions } from '../../pipeline/wiki/parse/newest-revisions.ts';
import { splitDump } from '../../pipeline/wiki/parse/split-dump.ts';
import { convertPage } from '../../pipeline/wiki/transform/convert-page.ts';
import {
  createFaqIndex,
  linkSeeFaq,
  type FaqTarget,
} from '../../pipeline/wiki/transform/link-see-faq.ts';
import { slugify } from '../../src/lib/slug.ts';
import { contentWords, createSimilarityIndex } from '../../src/lib/text-similarity.ts';

/** The matcher as it was before the index: every candidate re-tokenised and scored. */
function referenceBestMatch(summary: string, candidates: { key: string; text: string }[]) {
  const wanted = contentWords(summary);
  if (wanted.size === 0) return candidates.length === 1 ? candidates[0]!.key : undefined;
  let best: { key: string; score: number } | undefined;
  for (const candidate of candidates) {
    const have = contentWords(candidate.text);
    let shared = 0;
    for (const w of wanted) if (have.has(w)) shared++;
    const score = shared / wanted.size;
    if (!best || score > best.score) best = { key: candidate.key, score };
  }
  return best && best.score >= 1 / 3 ? best.key : undefined;
}

const dumpDir = path.resolve(import.meta.dirname, '../../content/sources/wiki');

function seedPages() {
  const revisions = readdirSync(dumpDir)
    .filter((f) => f.endsWith('.txt'))
    .flatMap((f) => splitDump(readFileSync(path.join(dumpDir, f), 'utf8'), f).revisions);
  return newestRevisions(revisions).map((r) => convertPage(r, []));
}

const hrefs = (tree: Parameters<typeof visit>[0]) => {
  const out: (string | undefined)[] = [];
  visit(tree, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
    if (node.name === 'SeeFaq')
      out.push(node.attributes.find((a) => 'name' in a && a.name === 'href')?.value as string);
  });
  return out;
};

describe('linkSeeFaq con índice por palabras', () => {
  it('en la semilla, cada nota enlaza la misma FAQ que con el cálculo anterior', () => {
    const pages = seedPages();
    const site = pages.flatMap((page) =>
      page.ctx.faqs.map((faq) => ({
        page,
        target: { faq, href: `/reglas/${slugify(page.revision.title)}/#${faq.id}` },
      })),
    );
    const index = createFaqIndex(site.map((s) => s.target));
    let notes = 0;
    let linked = 0;
    for (const page of pages) {
      const own: FaqTarget[] = page.ctx.faqs.map((faq) => ({ faq, href: `#${faq.id}` }));
      const elsewhere = site.filter((s) => s.page !== page).map((s) => s.target);
      const ownTargets = new Set(site.filter((s) => s.page === page).map((s) => s.target));
      // Before: the list of every other page's rulings, scored one by one.
      const expected: (string | undefined)[] = [];
      visit(page.tree, 'mdxJsxTextElement', (node: MdxJsxTextElement, _i, parent) => {
        if (node.name !== 'SeeFaq') return;
        const summary = toString(node) || (parent ? toString(parent) : '');
        const cands = (targets: FaqTarget[]) =>
          targets.map((t) => ({ key: t.href, text: `${t.faq.question} ${t.faq.answer}` }));
        expected.push(
          referenceBestMatch(summary, cands(own)) ?? referenceBestMatch(summary, cands(elsewhere)),
        );
      });
      // Now: one site index, the page's own rulings skipped.
      linkSeeFaq(page.tree, own, index, (t) => ownTargets.has(t));
      const actual = hrefs(page.tree);
      expect(actual).toEqual(expected);
      notes += actual.length;
      linked += actual.filter(Boolean).length;
    }
    expect(notes).toBeGreaterThan(10);
    expect(linked).toBeGreaterThan(5);
  }, 60_000);

  it('propiedad: el índice elige lo mismo que puntuar todos los candidatos', () => {
    const word = fc.constantFrom(
      'berserk',
      'trabado',
      'esquivar',
      'ataque',
      'orden',
      'tirada',
      'daño',
      'cobertura',
      'de',
      'la',
      'no',
      'sí',
      'impetuoso',
      'camuflaje',
      'líneas',
      'tiro',
    );
    const text = fc.array(word, { maxLength: 8 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 8 }), text, (texts, summary) => {
        const candidates = texts.map((t, i) => ({ key: `k${i}`, text: t }));
        expect(createSimilarityIndex(candidates).best(summary)).toBe(
          referenceBestMatch(summary, candidates),
        );
      }),
      { numRuns: 300 },
    );
  });
});
