import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Not ours to check unless a test asks for it: the mock build's QA panel, and the workbench
 * sub-app (a separate application from its own host, here the test fixture).
 */
const NOT_OURS = ['#mock-qa-panel', '#qiankun-content'];

/** A frame whose document axe can reach from the page's own (same origin, or about:blank). */
function reachable(frameUrl: string, pageOrigin: string): boolean {
  return frameUrl.startsWith('about:') || new URL(frameUrl).origin === pageOrigin;
}

/**
 * axe-core's default rule set (WCAG 2.x A/AA and best practices) finds nothing on the page, or
 * only inside `include`. `where` names the state in the failure.
 *
 * With no cross-origin frame on the page, axe runs in the page itself (the builder's legacy mode:
 * its same-origin frames included). The default mode, which a cross-origin frame needs, opens a
 * second page for each scan to merge the frames' results, which makes a scan much slower
 * (docs/bench-log.md).
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  { include }: { include?: string } = {},
): Promise<void> {
  const origin = new URL(page.url()).origin;
  const crossOriginFrame = page.frames().some((frame) => !reachable(frame.url(), origin));
  let builder = new AxeBuilder({ page })
    .setLegacyMode(!crossOriginFrame)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  for (const selector of NOT_OURS) if (selector !== include) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, `axe violations on ${where}`).toEqual([]);
}
