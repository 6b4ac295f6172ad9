// The axe-core accessibility check for the admin's browser tests, run on the page as it is now.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// Evaluated through the debugging protocol, so no Content Security Policy stands in the way.
const AXE_SOURCE = readFileSync(
  fileURLToPath(new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url)),
  'utf8',
);

/**
 * Serious and critical axe-core violations within the parts `scope` selects (the whole page by
 * default). Axe scrolls while it checks: run it before opening a popover, which a scroll closes.
 */
export async function seriousViolations(page: Page, ...scope: string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (include) =>
      (
        window as unknown as { axe: { run: (context: { include: string[][] }) => Promise<AxeResults> } }
      ).axe.run({ include: include.map((selector) => [selector]) }),
    scope.length > 0 ? scope : ['html'],
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
