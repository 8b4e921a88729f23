import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { openCheckout, payWith } from './payment-helpers';

/**
 * The QA panel of mock builds (mocks/README.md "QA 面板"): each dimension of the mock state is set
 * on its own, in ONE tab, and the page follows without a reload; combinations are one URL.
 */

const panel = (page: Page) => page.getByRole('complementary', { name: 'QA 模拟数据面板' });

async function openPanel(page: Page) {
  const toggle = panel(page).getByRole('button', { name: /^QA · / });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return panel(page);
}

async function choose(page: Page, label: string, value: string) {
  await (await openPanel(page))
    .getByRole('combobox', { name: label, exact: true })
    .selectOption(value);
}

/** Marks the document, so that a reload (which would make a new one) is seen. */
async function markDocument(page: Page) {
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
}

async function expectSameDocument(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
}

const buy = (page: Page) => page.getByRole('button', { name: '立即购买' }).first();
const closed = (page: Page) => page.getByRole('heading', { name: '套餐购买暂未开放' });
const promotionTimer = (page: Page) => page.getByRole('timer', { name: '限时特惠' });

async function expectNonMember(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByText('您还未开通会员')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('in one tab, payment closed → open → closed on /payment, each without a reload', async ({
  page,
}) => {
  await page.goto('/payment');
  await expect(buy(page)).toBeVisible();
  await markDocument(page);

  await choose(page, '支付', 'closed');
  await expect(closed(page)).toBeVisible();
  await expect(buy(page)).toHaveCount(0);

  await choose(page, '支付', 'open');
  await expect(buy(page)).toBeVisible();
  await expect(closed(page)).toHaveCount(0);

  await choose(page, '支付', 'closed');
  await expect(closed(page)).toBeVisible();
  await expect(buy(page)).toHaveCount(0);
  await expect(panel(page).getByRole('status')).toContainText('已生效');
  await expectSameDocument(page);
});

test('promotion on + payment fails + non-member, set from the panel, and its URL reproduces it', async ({
  page,
  openLoggedIn,
  browser,
  baseURL,
}) => {
  await openLoggedIn('/payment');
  await choose(page, '测试号', 'non-member');
  await choose(page, '促销', 'on');
  await choose(page, '订单结果', 'fails');
  await expect(panel(page).getByRole('button', { name: 'QA · 自定义' })).toBeVisible();
  const shared = await panel(page)
    .getByRole('textbox', { name: '打开此链接即可在新浏览器中复现' })
    .inputValue();
  await panel(page).getByRole('button', { name: 'QA · 自定义' }).click();

  await expect(promotionTimer(page)).toBeVisible();
  await expectNonMember(page);
  await openCheckout(page);
  await payWith(page, '云闪付');
  const pay = page.getByRole('dialog', { name: '云闪付扫码支付' });
  await expect(pay.getByRole('status')).toHaveText('支付失败，未扣款或款项将原路退回');

  await expectReproduced(browser, baseURL, shared);
});

/** The shared URL in a fresh context (nothing stored), logged in from the panel in one click. */
async function expectReproduced(browser: Browser, baseURL: string | undefined, shared: string) {
  expect(shared).toContain('mock-account=non-member');
  const context = await browser.newContext({ baseURL });
  try {
    const fresh = await context.newPage();
    await fresh.goto(shared);
    await (await openPanel(fresh))
      .getByRole('button', { name: '以测试号 13800138000登录' })
      .click();
    await expect(fresh.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await expect(promotionTimer(fresh)).toBeVisible();
    await expectNonMember(fresh);
    const controls = await openPanel(fresh);
    await expect(controls.getByRole('combobox', { name: '订单结果' })).toHaveValue('fails');
    await expect(controls.getByRole('combobox', { name: '测试号' })).toHaveValue('non-member');
  } finally {
    await context.close();
  }
}

test('a fault on one endpoint plus latency: that part fails, the rest answers, slowly', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  await page.goto('/download');
  await choose(page, '延迟', '2000');
  const controls = await openPanel(page);
  await controls.getByRole('combobox', { name: '故障类型' }).selectOption('500');
  await controls.getByRole('combobox', { name: '接口' }).selectOption('/v1/api/union_product/list');
  await controls.getByRole('button', { name: '添加故障' }).click();
  await expect(controls.getByText('HTTP 500 · 套餐列表 union_product/list')).toBeVisible();

  await page.goto('/payment');
  await expect(page.getByText(/加载失败|请稍后重试/).first()).toBeVisible();
  // The rest answered: the web config keeps payment open.
  await expect(closed(page)).toHaveCount(0);
  // The failing call took the latency too.
  const listTime = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/v1/api/union_product/list'))?.duration,
  );
  expect(listTime).toBeGreaterThanOrEqual(2000);
});

test('moving the server clock past the payment window closes payment', async ({ page }) => {
  await page.goto('/payment');
  await choose(page, '支付', 'window');
  await expect(buy(page)).toBeVisible();
  await markDocument(page);
  await (await openPanel(page)).getByRole('button', { name: '服务器时钟 +1 天' }).click();
  await expect(closed(page)).toBeVisible();
  await expect(buy(page)).toHaveCount(0);
  await expect((await openPanel(page)).getByTestId('mock-clock')).toContainText(
    '比真实时间快 1 天',
  );
  await expectSameDocument(page);
});

test('a named preset is a link: the page loads again with it', async ({ page }) => {
  await page.goto('/payment');
  await expect(buy(page)).toBeVisible();
  const controls = await openPanel(page);
  await controls.getByText('预设组合（切换会刷新页面）').click();
  await controls.getByRole('link', { name: '支付未开放', exact: true }).click();
  await expect(page).toHaveURL(/mock=payment-closed/);
  await expect(closed(page)).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'QA · payment-closed' })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`the open panel is axe-clean and keyboard usable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/payment');
    await expect(buy(page)).toBeVisible();
    const controls = await openPanel(page);
    await expect(controls.getByRole('combobox', { name: '订单结果' })).toBeVisible();
    await expectNoAxeViolations(page, `the QA panel at ${width} px`, { include: '#mock-qa-panel' });
    // On phones the panel is in the page flow below the app: never over the pay buttons.
    if (width === 375) {
      const panelBox = await panel(page).boundingBox();
      const buyBox = await buy(page).boundingBox();
      expect(panelBox!.y).toBeGreaterThan(buyBox!.y + buyBox!.height);
    }
    await controls.getByRole('combobox', { name: '订单结果' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel(page).getByRole('button', { name: /^QA · / })).toBeFocused();
    await expect(panel(page).getByRole('button', { name: /^QA · / })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
}
