import { devices, type Locator } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { logIn } from './session';

/** The login dialog and the avatar menu on a 375 px phone (docs/product-rules.md §9: full width below 600 px). */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// A phone whichever project runs this file (the desktop project does not exclude *.phone.spec.ts).
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 375, height: 812 } });

async function height(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.height;
}

test('login dialog: full width, 44 px touch targets, login by tapping', async ({ page }) => {
  await page.goto('/login?redirect=%2Fhelp');
  const dialog = page.getByRole('dialog', { name: '验证码登录' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el: HTMLElement) => el.offsetWidth)).toBe(375);

  const phone = dialog.getByRole('textbox', { name: '手机号' });
  await phone.tap();
  await phone.fill('13800138000');
  const send = dialog.getByRole('button', { name: '获取验证码' });
  for (const target of [
    send,
    dialog.getByRole('button', { name: '登录', exact: true }),
    dialog.getByRole('button', { name: '关闭' }),
    dialog.getByRole('button', { name: '改用密码' }),
    dialog.getByRole('button', { name: '清除手机号' }),
  ]) {
    expect(await height(target)).toBeGreaterThanOrEqual(44);
  }
  await send.tap();
  await expect(dialog.getByRole('button', { name: /^已发送\(\d{1,2}s\)$/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: '验证码' }).fill('123456');
  // The label is part of the checkbox's target.
  await dialog.getByText('我已阅读并同意', { exact: true }).tap();
  await expect(dialog.getByRole('checkbox', { name: /^我已阅读并同意/ })).toBeChecked();
  await dialog.getByRole('button', { name: '登录', exact: true }).tap();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
});

test('avatar menu fits the screen, with 44 px targets', async ({ page, context, baseURL }) => {
  await logIn(context, baseURL);
  await page.goto('/download?mock=non-member');
  const trigger = page.getByRole('button', { name: '用户菜单' });
  expect(await height(trigger)).toBeGreaterThanOrEqual(44);
  await trigger.tap();
  const menu = page.getByRole('dialog', { name: '账号信息' });
  await expect(menu.getByText('您还未开通会员')).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  for (const target of [
    menu.getByRole('link', { name: '我的订单' }),
    menu.getByRole('link', { name: '我的设备' }),
    menu.getByRole('button', { name: '退出登录' }),
    menu.getByRole('link', { name: '开通会员' }),
  ]) {
    expect(await height(target)).toBeGreaterThanOrEqual(44);
  }
  await menu.getByRole('button', { name: '退出登录' }).tap();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
});
