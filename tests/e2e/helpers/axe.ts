/**
 * axe-core in a playwright-core page: the library's own build is injected as a script (no
 * browser extension, nothing from a CDN), then `axe.run` over the whole document.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  summary: string;
}

/**
 * Rules switched off on one element, each with its reason. The list may be empty: keep the mechanism so
 * that an exception is written down with its why, never made by disabling a rule everywhere.
 */
const EXCLUDED: { rule: string; selector: string }[] = [];

/**
 * `all`: every rule axe runs by default. `colour`: only the rules of axe's own colour category
 * (`cat.color`: color-contrast and link-in-text-block; the AAA color-contrast-enhanced is off in
 * the full run too, so it stays off here). The dark scheme changes nothing but colours (its only
 * CSS is `light-dark()` colour pairs of custom properties, chosen by `color-scheme`, and no script
 * reads the system's scheme: tests/e2e/accessibility-scheme.test.ts holds the site to that), so
 * on a page already checked with `all` in light, the dark run can only differ in these rules.
 */
export type RuleSet = 'all' | 'colour';

/**
 * Makes axe part of every document the context loads, before the page's own scripts (it only
 * defines `window.axe`; nothing runs until `axe.run`). Injecting the library into each loaded
 * page with `addScriptTag` cost more than a full axe run on most of them; as an init script it
 * adds a fraction of that to the load (docs/figures.md).
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

export async function axeViolations(page: Page, ruleSet: RuleSet = 'all'): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ({ excluded, ruleSet }) => {
      type Axe = {
        getRules(tags: string[]): { ruleId: string; tags: string[] }[];
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
      // and landmark-unique), plus the experimental label-content-name-mismatch (an accessible
      // name that does not contain the visible label).
      const colourRules = axe
        .getRules(['cat.color'])
        .filter((r) => !r.tags.includes('wcag2aaa'))
        .map((r) => r.ruleId);
      const { violations } = await axe.run(
        document,
        ruleSet === 'all'
          ? {
              rules: { 'label-content-name-mismatch': { enabled: true } },
              resultTypes: ['violations'],
            }
          : { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] },
      );
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
    },
    { excluded: EXCLUDED, ruleSet },
  );
}
