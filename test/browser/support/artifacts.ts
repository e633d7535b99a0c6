// Screenshots for the README (docs/screenshots, overwritten on each run) and the axe-core audit.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

const SCREENSHOTS = join(process.cwd(), 'docs/screenshots');
const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

/** Saves `docs/screenshots/<name>.png` of the page (or of one element). Animations are finished first. */
export async function saveScreenshot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

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
