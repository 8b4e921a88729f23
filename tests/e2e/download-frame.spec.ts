import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { holdFiles, animationsIn } from './loading-states';

/**
 * On /download: until enumerate/info answers, each download target (iOS, Android, Windows, macOS's
 * two) is one box, and the answer swaps it whole for the details and the link. Changing the
 * loading state in place (its spans' classes, `aria-busy`, a disabled button turned into a link)
 * would cost the answer's task one style or layout invalidation per element, enough to make it
 * the page's longest task after first paint (docs/bench-log.md).
 */
const PAGE_CHUNK = '**/assets/download-page.route-*.js';
const BONES = '[class*="_targetBones_"]';
const TARGETS = 5;

test('while the builds load, each target is one box that pulses through its opacity, its lines and button drawn by a mask', async ({
  page,
  context,
}) => {
  // The suite runs with reduced motion (playwright.config.ts); this test looks at the motion itself.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // The page's chunk held: the prerendered frame stays, loading boxes and all.
  const chunk = await holdFiles(context, PAGE_CHUNK);
  await page.goto('/download', { waitUntil: 'domcontentloaded' });
  const bones = page.locator(BONES);
  await expect(bones).toHaveCount(TARGETS);
  await expect(page.locator(`${BONES} *`)).toHaveCount(0);
  await expect(bones.first()).toHaveAttribute('aria-hidden', 'true');
  expect(await bones.first().evaluate((box) => getComputedStyle(box).webkitMaskImage)).toContain(
    'data:image/svg+xml',
  );
  await expect(page.getByRole('main').getByRole('status')).toHaveText('正在获取最新版本…');
  const pulsing = async () =>
    (await animationsIn(page, 'main')).filter((animation) =>
      animation.className.includes('_targetBones_'),
    );
  await expect.poll(async () => (await pulsing()).length).toBe(TARGETS);
  for (const animation of await pulsing()) expect(animation.properties).toEqual(['opacity']);
  chunk.release();
  await expect(page.getByRole('main').getByRole('link', { name: '下载 APK' })).toBeVisible();
  await expect(bones).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
});

test('with the flag query that hides the download buttons, a loading box stops above the button’s place from the first paint', async ({
  page,
  context,
}) => {
  // The page's code and every stylesheet held: what shows is the HTML and its inlined critical CSS.
  const chunk = await holdFiles(context, PAGE_CHUNK);
  const sheets = await holdFiles(context, '**/assets/*.css');
  await page.goto('/download?hide_pay=1', { waitUntil: 'domcontentloaded' });
  const bones = page.locator(BONES);
  await expect(bones).toHaveCount(TARGETS);
  expect(sheets.requested()).toBe(true);
  const heights = await bones.evaluateAll((all) =>
    all.map((box) => Math.round(box.getBoundingClientRect().height)),
  );
  // Two details lines (2 × 22.4 px and the 4 px between), no 8 px gap and 48 px button below.
  expect(heights).toEqual(Array.from({ length: TARGETS }, () => 49));
  sheets.release();
  chunk.release();
  await expect(page.getByText('版本 5.12.0').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '下载 APK' })).toHaveCount(0);
});

/** Records, from the first parse on, the mutations inside the download cards' targets. */
async function recordCardMutations(page: Page) {
  await page.addInitScript(() => {
    const seen: { type: string; attribute: string | null; removed: string[] }[] = [];
    (window as unknown as { __cardMutations: typeof seen }).__cardMutations = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        // Inside a target's block; the card's own highlight of the visitor's device is set once
        // the page is React's, apart from the answer.
        if (!target?.closest('article[data-platform] [class*="_target_"]')) continue;
        seen.push({
          type: record.type,
          attribute: record.attributeName,
          removed: [...record.removedNodes].map((node) =>
            node instanceof Element ? node.className : `#${node.nodeName}`,
          ),
        });
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __cardMutations: unknown[] }).__cardMutations,
    ) as Promise<{ type: string; attribute: string | null; removed: string[] }[]>;
}

for (const [label, viewport] of [
  ['as a phone', { width: 375, height: 812 }],
  ['as a desktop', { width: 1440, height: 900 }],
] as const) {
  test(`${label}: the answer swaps each loading box whole, and no card moves or changes size`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    const mutations = await recordCardMutations(page);
    const chunk = await holdFiles(context, PAGE_CHUNK);
    await page.goto('/download', { waitUntil: 'domcontentloaded' });
    const cards = page.locator('article[data-platform]');
    await expect(page.locator(BONES)).toHaveCount(TARGETS);
    const boxes = () =>
      cards.evaluateAll((all) =>
        all.map((card) => {
          const { x, y, width, height } = card.getBoundingClientRect();
          return [x, y, width, height].map(Math.round);
        }),
      );
    const framed = await boxes();
    chunk.release();
    await expect(
      page.getByRole('main').getByRole('link', { name: '下载 Windows 版' }),
    ).toBeVisible();
    await expect(page.locator(BONES)).toHaveCount(0);
    expect(await boxes()).toEqual(framed);
    const seen = await mutations();
    // Nothing of a target is changed in place: no attribute, no text.
    expect(seen.filter((record) => record.type !== 'childList')).toEqual([]);
    // What leaves the cards is the loading boxes, one per target.
    const removed = seen.flatMap((record) => record.removed);
    expect(removed).toHaveLength(TARGETS);
    for (const className of removed) expect(className).toContain('_targetBones_');
  });
}
