import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

// axe-core (WCAG 2.0/2.1/2.2 A+AA and best practice) on the page as it is now, when installed:
// the critical and serious violations, as "rule: targets" lines. The same run as
// e2e/accessibility.e2e.ts, for the screens a flow test reaches with real content.

const axePath = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
const axeSource = existsSync(axePath) ? readFileSync(axePath, 'utf8') : undefined;

interface AxeWindow {
  axe: {
    run(
      context: unknown,
      options: unknown,
    ): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
  };
}

export async function axeFindings(page: Page, label: string): Promise<string[]> {
  if (!axeSource) return [];
  // Two frames first: the styles an action just changed (a theme switch) are applied and their
  // transitions started, so that the wait below sees them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Through the debugging protocol: the app's CSP rightly refuses an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    });
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found.map((f) => `${label} ${f}`);
}
