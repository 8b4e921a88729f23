import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { logIn } from './session';
import { waitForSettled } from './hydration';

/**
 * axe at 375 px (the phone project): the layouts switch there (the navbar's menu sheet, full-width
 * dialogs), so the landing, download and payment pages, the open site menu, the login dialog and
 * the avatar popover are checked again. The rest of the routes: tests/e2e/a11y.spec.ts.
 */
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

function expectNoViolations(page: Page, where: string) {
  return expectNoAxeViolations(page, `${where} (375 px)`);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await waitForSettled(page);
}

for (const path of ['/', '/download', '/payment']) {
  test(`axe ${path} at 375 px, then with the site menu open`, async ({ page }) => {
    await open(page, path);
    await expectNoViolations(page, path);
    await page.getByRole('button', { name: '菜单' }).click();
    await expect(page.getByRole('navigation', { name: '站点菜单' })).toBeVisible();
    await expectNoViolations(page, `${path} with the site menu open`);
  });
}

test('axe login dialog and avatar popover at 375 px', async ({ page, baseURL }) => {
  await open(page, '/login?redirect=%2Fdownload');
  await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeVisible();
  await expectNoViolations(page, 'login dialog');

  await logIn(page.context(), baseURL);
  await open(page, '/download');
  await page.getByRole('button', { name: '用户菜单' }).click();
  const menu = page.getByRole('dialog', { name: '账号信息' });
  await expect(menu.getByRole('button', { name: '退出登录' })).toBeVisible();
  // Its final content: the account (user info) and its buy buttons (the web config).
  await expect(menu.getByRole('meter')).toBeVisible();
  await expect(menu.locator('[data-track]').first()).toBeVisible();
  await expectNoViolations(page, 'avatar popover');
});
