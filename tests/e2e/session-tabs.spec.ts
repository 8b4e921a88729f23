import { test, expect } from './fixtures';
import { logIn } from './session';

/**
 * Every open tab follows the session (docs/product-rules.md §4 "Session"): a logout in one tab
 * reaches the others at once — no account menu, no account data, a protected page goes to login.
 */

test('a logout in one tab: the other tabs show 登录 within a second, and a profile page goes to login', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(context, baseURL);
  const other = await context.newPage();
  const profile = await context.newPage();
  await other.goto('/download');
  await profile.goto('/profile/packages');
  await expect(other.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await expect(profile.getByRole('heading', { name: '我的套餐' })).toBeVisible();

  await page.goto('/download');
  await page.getByRole('button', { name: '用户菜单' }).click();
  const menu = page.getByRole('dialog', { name: '账号信息' });
  await menu.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true }).first()).toBeVisible();

  // No reload, no navigation of their own: the news reaches them.
  await expect(other.getByRole('button', { name: '登录', exact: true }).first()).toBeVisible({
    timeout: 1000,
  });
  await expect(other.getByRole('button', { name: '用户菜单' })).toHaveCount(0);
  await expect(profile).toHaveURL(/\/login\?redirect=%2Fprofile%2Fpackages$/);
  await expect(profile.getByText('小芝摄影')).toHaveCount(0);
});
