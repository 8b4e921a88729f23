import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn } from './session';
import { expectNoAxeViolations } from './axe';
import { holdAnalyticsSdk, runOnClock } from './hydration';
import { changeMockState } from './mock-state';

/**
 * Sessions that survive a hiccup (docs/product-rules.md §4 "Session"): only a 401 drops the token.
 * When user info fails otherwise on a protected page (after its retries), the visitor still goes
 * to the login route, which, seeing the token, offers 重新加载 beside another account.
 */
const USER_INFO = '/v1/web/user/info/get';
const RELOAD_TITLE = '暂时无法加载账号信息';

// Each failed load of the account runs the retries of its call policy (src/api/call-policy.ts)
// with React Query's back-off between them: the page runs on Playwright's clock, which the tests
// move on over them. The analytics SDK's code is
// held, so that no move lands in its start (tests/e2e/hydration.ts holdAnalyticsSdk).
test.beforeEach(async ({ page }) => {
  await runOnClock(page);
  await holdAnalyticsSdk(page);
});

/**
 * Moves the page's clock on in half-second steps until `target` shows (at most 20 s of page time).
 */
async function runClockUntil(page: Page, target: Locator) {
  for (let i = 0; i < 40 && !(await target.isVisible()); i++) await page.clock.runFor(500);
  await expect(target).toBeVisible();
}

/** The mock's network fault on user info only (mocks/README.md "模拟状态"), set in this tab. */
async function failUserInfo(page: Page, scenario: 'server-errors' | 'bad-json') {
  await changeMockState(page, {
    faults: [{ kind: scenario === 'server-errors' ? '500' : 'bad-json', path: USER_INFO }],
  });
}

async function liftFaults(page: Page) {
  await changeMockState(page, { faults: [] });
}

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token')?.value;
}

for (const scenario of ['server-errors', 'bad-json'] as const) {
  test(`${scenario} on user info keeps the session; 重新加载 continues to the page asked for`, async ({
    page,
    allowConsoleErrors,
    context,
    baseURL,
  }) => {
    allowConsoleErrors(/Failed to load resource/);
    const token = await logIn(context, baseURL);
    await failUserInfo(page, scenario);
    await page.goto('/profile/packages');

    // After the guard's four tries: the login route, with the offer instead of the login form.
    const offer = page.getByRole('dialog', { name: RELOAD_TITLE });
    await runClockUntil(page, offer);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile/packages')}`);
    await expect(page.getByRole('dialog', { name: '验证码登录' })).toHaveCount(0);
    await expect(offer.getByRole('button', { name: '重新加载' })).toBeFocused();
    expect(await tokenCookie(page)).toBe(token);
    await expectNoAxeViolations(page, 'the offer to load the account again');

    // Still failing: the offer stays, says so, and the token is kept.
    await offer.getByRole('button', { name: '重新加载' }).click();
    await runClockUntil(page, offer.getByRole('alert'));
    await expect(offer.getByRole('alert')).toHaveText('仍未加载成功，请检查网络后再试');
    expect(await tokenCookie(page)).toBe(token);

    // The server is back: one tap loads the account and goes on to the page asked for.
    await liftFaults(page);
    await offer.getByRole('button', { name: '重新加载' }).click();
    await expect(page).toHaveURL('/profile/packages');
    await expect(page.getByRole('heading', { name: '我的套餐' })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
}

test('使用其他账号登录 on the offer ends the session and opens the login dialog', async ({
  page,
  allowConsoleErrors,
  context,
  baseURL,
}) => {
  allowConsoleErrors(/Failed to load resource/);
  await logIn(context, baseURL);
  await failUserInfo(page, 'server-errors');
  await page.goto('/profile/device');
  const offer = page.getByRole('dialog', { name: RELOAD_TITLE });
  await runClockUntil(page, offer);
  await offer.getByRole('button', { name: '使用其他账号登录' }).click();
  await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
});

test('a 401 on user info still drops the token and opens the login dialog', async ({
  page,
  allowConsoleErrors,
  context,
  baseURL,
}) => {
  allowConsoleErrors(/401/);
  await logIn(context, baseURL);
  // Every session revoked: user info answers 401.
  await page.goto('/profile/packages?mock=guest');
  await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: RELOAD_TITLE })).toHaveCount(0);
  expect(await tokenCookie(page)).toBeUndefined();
});
