import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SMS_CODE, TEST_PHONE, TEST_TOKEN } from '../../mocks/fixtures/accounts';

export { TEST_TOKEN };

/**
 * Signs the test phone in on `context` without a login or a page: the cookie of its always-valid
 * token (mocks/fixtures/accounts.ts) as the app writes it, so the next page loads signed in.
 * Returns the token. The login itself is the auth suite's.
 */
export async function logIn(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  await context.addCookies([
    { name: 'token', value: TEST_TOKEN, url: baseURL ?? 'http://127.0.0.1', sameSite: 'Lax' },
  ]);
  return TEST_TOKEN;
}

/** Logs in through the navbar's 登录 and the SMS dialog, as the test phone (the mocks' and the fixture API's user). */
export async function logInByDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '验证码登录' });
  await dialog.getByRole('textbox', { name: '手机号' }).fill(TEST_PHONE);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
  await dialog.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
}
