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
 * Serious and critical axe-core violations of the page as it is now, one line each. Every rule axe
 * enables by default runs (colour contrast and label-content-name-mismatch among them); none is
 * switched off here.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (globalThis as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      // The element's markup too: generated ids (react-aria's) alone do not say which control it is.
      const nodes = violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`);
      return `${violation.id} (${violation.impact}): ${nodes.join(', ')}`;
    });
}
