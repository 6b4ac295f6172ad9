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

/** Serious and critical axe-core violations within `scope` (a selector; the whole page by default). */
export async function seriousViolations(page: Page, scope = 'html'): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (context) =>
      (window as unknown as { axe: { run: (context: string) => Promise<AxeResults> } }).axe.run(context),
    scope,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
