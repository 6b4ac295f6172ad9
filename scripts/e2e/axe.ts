// The axe-core accessibility check every browser test suite (site and admin) runs on its pages.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// Read once and evaluated through the debugging protocol: the Content Security Policy rightly blocks
// an injected inline <script>, and the check must run against the page exactly as served.
const AXE_SOURCE = readFileSync(
  fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url)),
  'utf8',
);

/**
 * Serious and critical axe-core violations within the parts `scope` selects (the whole page by
 * default), one line each. Every rule axe enables by default runs (colour contrast and
 * label-content-name-mismatch among them); none is switched off here. Axe scrolls while it checks:
 * run it before opening a popover, which a scroll closes.
 */
export async function seriousViolations(page: Page, ...scope: string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (include) =>
      (
        globalThis as unknown as {
          axe: { run: (context: { include: string[][] }) => Promise<AxeResults> };
        }
      ).axe.run({ include: include.map((selector) => [selector]) }),
    scope.length > 0 ? scope : ['html'],
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      // The element's markup too: generated ids (react-aria's) alone do not say which control it is.
      const nodes = violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`);
      return `${violation.id} (${violation.impact}): ${nodes.join(', ')}`;
    });
}
