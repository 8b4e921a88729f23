import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn } from './session';
import { expectNoAxeViolations } from './axe';
import { waitForSettled } from './hydration';
import { PERF_ROUTES as routes } from '../perf/routes';

/**
 * axe-core on every route the quality gates open (tests/perf/routes.ts, from the route table),
 * logged out, and logged in where the page shows the account, and with each dialog and the avatar
 * popover open: no violation of axe's default rule set (WCAG 2.x A/AA and best practices). A page
 * that reads nothing of the account differs signed in only by the navbar's avatar, which the
 * signed-in scans of / (the landing's navbar), /payment (the default layout's) and the avatar
 * popover's (/download) cover. The checkout and the QR dialog are
 * scanned along the purchase (payment.spec.ts). The mock build's QA panel and the
 * workbench sub-app (its own application) are left out. Logged out, a protected route ends on
 * the login route with its dialog, which the list's own login entry checks once.
 */
test.describe.configure({ timeout: 60_000 });

const PHONE = '13800138000';

// Transitions and entrance animations are settled, so contrast is measured on the final colours.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The page has rendered and settled: a heading, the app's mark, no loading state left. */
async function settle(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await waitForSettled(page);
}

async function payerCookie(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([
    {
      name: 'pay_user_info',
      value: encodeURIComponent(JSON.stringify({ phone: PHONE })),
      url: baseURL!,
      sameSite: 'Lax',
    },
  ]);
}

for (const loggedIn of [false, true]) {
  test.describe(loggedIn ? 'logged in' : 'logged out', () => {
    for (const route of routes) {
      if (loggedIn && (route.guestOnly || route.sameSignedIn)) continue;
      if (!loggedIn && route.login === 'required') continue;
      test(`axe ${route.path}`, async ({ page, baseURL, allowConsoleErrors }) => {
        // The payment success page asks for its order with whatever session there is; logged out
        // that is a 401 (answered by the API layer's toast), which is not what this suite checks.
        if (route.payer && !loggedIn)
          allowConsoleErrors(/^Failed to load resource: the server responded with a status of 401/);
        if (loggedIn) await logIn(page.context(), baseURL);
        if (route.payer) await payerCookie(page, baseURL);
        await page.goto(route.path);
        await settle(page);
        await expectNoAxeViolations(
          page,
          `${route.path} (${loggedIn ? 'logged in' : 'logged out'})`,
        );
      });
    }
  });
}

// A state of a route that its entry in the list does not open: the search page with results.
test('axe /search with results (logged out)', async ({ page }) => {
  await page.goto('/search?keyword=%E5%A9%9A%E7%BA%B1');
  await settle(page);
  await expect(page.getByText(/共找到 \d+ 条结果/)).toBeVisible();
  await expectNoAxeViolations(page, '/search?keyword=婚纱 (logged out)');
});

test.describe('dialogs and popovers', () => {
  test('login dialog, password mode and the agreement prompt', async ({ page }) => {
    await page.goto('/login?redirect=%2Fdownload');
    const dialog = page.getByRole('dialog', { name: '验证码登录' });
    // The dialog as it opens is the route list's login entry, scanned above.
    await expect(dialog).toBeVisible();

    // The agreement prompt: a valid form submitted without the box ticked.
    await dialog.getByRole('textbox', { name: '手机号' }).fill(PHONE);
    await dialog.getByRole('textbox', { name: '验证码' }).fill('123456');
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: '请阅读并同意' });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page, 'agreement prompt');
    await prompt.getByRole('button', { name: '取消' }).click();
    await expect(prompt).toHaveCount(0);

    // Field errors shown.
    await dialog.getByRole('textbox', { name: '验证码' }).fill('12');
    await dialog.getByRole('textbox', { name: '验证码' }).blur();
    await expect(page.getByText('请输入正确的验证码')).toBeVisible();
    await expectNoAxeViolations(page, 'login dialog with a field error');

    await dialog.getByRole('button', { name: '改用密码' }).click();
    await expect(page.getByRole('dialog', { name: '密码登录' })).toBeVisible();
    await expectNoAxeViolations(page, 'password login dialog');
  });

  test('avatar popover, logged in as a member and as a non-member', async ({ page, baseURL }) => {
    await logIn(page.context(), baseURL);
    for (const scenario of ['member', 'non-member']) {
      await page.goto(`/download?mock=${scenario}`);
      await settle(page);
      await page.getByRole('button', { name: '用户菜单' }).click();
      const menu = page.getByRole('dialog', { name: '账号信息' });
      await expect(menu.getByRole('button', { name: '退出登录' })).toBeVisible();
      // Its final content: the account (user info) and its buy buttons (the web config).
      await expect(menu.getByRole('meter')).toBeVisible();
      await expect(menu.locator('[data-track]').first()).toBeVisible();
      await expectNoAxeViolations(page, `avatar popover (${scenario})`);
    }
  });

  test('confirm dialog (unbind a device)', async ({ page, baseURL }) => {
    await logIn(page.context(), baseURL);
    await page.goto('/profile/device');
    await settle(page);
    await page.getByRole('button', { name: /解绑/ }).first().click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await expect(confirm.getByRole('button', { name: '确定' })).toBeVisible();
    await expectNoAxeViolations(page, 'confirm dialog');
  });
});
