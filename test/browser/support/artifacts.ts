// The axe-core audit. (The pictures in docs/screenshots are `npm run screenshots`'s alone: no test
// writes into docs/.)
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the widget's shadow host (or the hosts `selector` names: the
 * product cards'); axe follows open shadow roots, so the drawer and panels inside are audited too.
 * Returns the violations in a readable form.
 */
export async function auditWidget(page: Page, selector = 'dropcart-root'): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (include) => {
    type Result = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown }>;
      }>;
    };
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<Result> } }).axe;
    const result = await axe.run({ include: [[include]] }, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => JSON.stringify(node.target)),
    }));
  }, selector);
}
