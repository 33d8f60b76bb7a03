/**
 * axe-core in a playwright-core page: the library's own build is injected as a script (no
 * browser extension, nothing from a CDN), then `axe.run` over the whole document.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  summary: string;
}

/**
 * Rules switched off on one element, each with its reason. None today: keep the mechanism so
 * that an exception is written down with its why, never made by disabling a rule everywhere.
 */
const EXCLUDED: { rule: string; selector: string }[] = [];

export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (excluded) => {
    type Axe = {
      run(
        context: Document,
        options: object,
      ): Promise<{
        violations: {
          id: string;
          impact?: string | null;
          nodes: { target: unknown[]; failureSummary?: string }[];
        }[];
      }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Every rule axe runs by default (WCAG 2.x A/AA and best practices such as heading-order
    // and landmark-unique), plus the experimental label-content-name-mismatch the issue named.
    const { violations } = await axe.run(document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    const out: Violation[] = [];
    for (const v of violations)
      for (const node of v.nodes) {
        const targets = node.target.map(String);
        const element = targets.length === 1 ? document.querySelector(targets[0]!) : null;
        const skip = excluded.some(
          (e) => e.rule === v.id && element?.matches(`${e.selector}, ${e.selector} *`),
        );
        if (!skip)
          out.push({ rule: v.id, impact: v.impact, targets, summary: node.failureSummary ?? '' });
      }
    return out;
  }, EXCLUDED);
}
