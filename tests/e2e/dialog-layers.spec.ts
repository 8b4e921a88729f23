import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { gotoHydrated } from './hydration';

/**
 * docs/product-rules.md §9's layers, checked where they take effect, in the browser: the overlay
 * (z-index 2023) covers the page, navbar included, and the dialog box (2024) sits above it; a
 * click on the overlay closes the dialog and, for OVERLAY_CLICK_BLOCK_MS (src/shared/constants.ts),
 * reaches nothing under it.
 */

async function openLoginDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeVisible();
}

test('the overlay covers the page and the navbar; the dialog box is above it', async ({ page }) => {
  await gotoHydrated(page, '/download');
  await openLoginDialog(page);
  const layers = await page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    const box = dialog.getBoundingClientRect();
    const inside = document.elementFromPoint(box.left + box.width / 2, box.top + 12);
    const navLink = [...document.querySelectorAll('header a')].find(
      (a) => a.textContent === '教程',
    )!;
    const link = navLink.getBoundingClientRect();
    const overNav = document.elementFromPoint(
      link.left + link.width / 2,
      link.top + link.height / 2,
    );
    const belowDialog = document.elementFromPoint(8, window.innerHeight - 8);
    return {
      insideIsTheDialog: dialog.contains(inside),
      overNav: overNav === null ? null : getComputedStyle(overNav).zIndex,
      overNavIsPage: navLink.contains(overNav),
      belowDialog: belowDialog === null ? null : getComputedStyle(belowDialog).zIndex,
      dialog: getComputedStyle(dialog).zIndex,
    };
  });
  expect(layers).toEqual({
    insideIsTheDialog: true,
    overNav: '2023',
    overNavIsPage: false,
    belowDialog: '2023',
    dialog: '2024',
  });
});

test('a click on the overlay closes the dialog and does not reach the link under it; 100 ms later the page answers', async ({
  page,
}) => {
  await gotoHydrated(page, '/download');
  // The dialog hides the page from the accessibility tree: the link is found before it opens.
  const guide = page.getByRole('banner').getByRole('link', { name: '教程', exact: true });
  const box = (await guide.boundingBox())!;
  await openLoginDialog(page);
  // When the shield over the page comes and goes (performance.now()): read as it is appended,
  // not when an observer hears of it, which can be after the rest of the closing click's work.
  await page.evaluate(() => {
    const times: { added?: number; removed?: number } = {};
    (window as unknown as { __shield: typeof times }).__shield = times;
    const body = document.body;
    const append = body.append.bind(body);
    body.append = (...nodes: (Node | string)[]) => {
      if (nodes.some((node) => (node as HTMLElement).dataset?.dialogShield !== undefined))
        times.added = performance.now();
      append(...nodes);
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if ((node as HTMLElement).dataset?.dialogShield !== undefined)
            times.removed ??= performance.now();
    }).observe(body, { childList: true });
  });
  // The overlay lies over the navbar's 教程: a real click there.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-dialog-shield]')).toHaveCount(0);
  const times = await page.evaluate(
    () => (window as unknown as { __shield: { added?: number; removed?: number } }).__shield,
  );
  expect(times.added, 'the shield came').toBeDefined();
  const blocked = times.removed! - times.added!;
  expect(blocked).toBeGreaterThanOrEqual(100);
  expect(blocked).toBeLessThan(1000);
  // The click that closed the dialog did not open 教程.
  await expect(page).toHaveURL(/\/download$/);
  await guide.click();
  await expect(page).toHaveURL(/\/guide$/);
});
