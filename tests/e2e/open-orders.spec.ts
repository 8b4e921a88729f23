import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { gotoHydrated } from './hydration';
import { changeMockState } from './mock-state';
import {
  card,
  checkout,
  openCheckout,
  payOnProvider,
  payWith,
  recordOrders,
  tradeNoIn,
} from './payment-helpers';
import { logIn } from './session';

/**
 * An order outlives its dialog (docs/product-rules.md "Open orders"), against the mock build:
 * closing the QR asks, a payment made after it is announced wherever the buyer is, 立即购买 does
 * not sell the same package twice, a 401 keeps the order, and one tab watches for all.
 */

const QR = (page: Page) => page.getByRole('dialog', { name: '微信扫码支付' });
const question = (page: Page) => page.getByRole('dialog', { name: '支付是否已完成？' });
const STATE = '/v1/api/order/union_order_state';

/** A WeChat QR order of 精修套餐·标准版 that waits for the phone; its trade number. */
async function showQr(page: Page): Promise<string> {
  // Paid only at the provider (the phone), then settled at the next poll.
  await page.goto('/payment?mock=pay-succeeds&mock-qr-pay=scan');
  await openCheckout(page);
  await payWith(page);
  await expect(QR(page).getByRole('img', { name: '支付二维码' })).toBeVisible();
  return tradeNoIn(QR(page));
}

/** Closes the QR and its question: the order is left to the background watch. */
async function closeQr(page: Page) {
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function logInByDialog(page: Page, phone: string) {
  const dialog = page.getByRole('dialog', { name: '验证码登录' });
  await dialog.getByRole('textbox', { name: '手机号' }).fill(phone);
  await dialog.getByRole('textbox', { name: '验证码' }).fill('123456');
  await dialog.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('an order outlives its dialog', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await logIn(context, baseURL);
  });

  test('closing the QR (×, overlay) asks; 遇到问题 gives the order number; paid on the phone after closing → 支付成功', async ({
    page,
  }) => {
    const tradeNo = await showQr(page);
    await page.getByRole('button', { name: '关闭' }).click();
    const ask = question(page);
    await expect(ask.getByRole('button', { name: '已完成支付' })).toBeVisible();
    await expect(ask.getByRole('button', { name: '放弃支付' })).toBeVisible();
    await expectNoAxeViolations(page, 'the close question');
    await ask.getByRole('button', { name: '遇到问题' }).click();
    const help = page.getByRole('dialog', { name: '支付遇到问题' });
    await expect(help).toContainText(tradeNo);
    await expectNoAxeViolations(page, 'the help with the order number');
    await expect(help.getByRole('button', { name: '复制订单号' })).toBeVisible();
    await help.getByRole('button', { name: '返回支付' }).click();
    expect(await tradeNoIn(QR(page))).toBe(tradeNo);

    // A tap on the overlay beside the QR asks too. 已完成支付 before paying: asked now, not found
    // yet, 我的订单 offered.
    await page.mouse.click(4, 4);
    await question(page).getByRole('button', { name: '已完成支付' }).click();
    const notFound = page.getByRole('dialog', { name: '未查询到支付结果' });
    await expect(notFound.getByRole('link', { name: '我的订单' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Paid on the phone with no dialog open: the page hears it from the server.
    await payOnProvider(page, tradeNo);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?out_trade_no=${tradeNo}$`));
    await expect(page.getByText('精修套餐·标准版')).toBeVisible();
  });

  test('paid while the buyer is on another page: 订单已支付 with the package, and 查看 opens 支付成功', async ({
    page,
  }) => {
    const tradeNo = await showQr(page);
    await closeQr(page);
    await page.goto('/download');
    await payOnProvider(page, tradeNo);
    const notice = page.getByRole('status', { name: '订单已支付' });
    await expect(notice).toContainText('「精修套餐·标准版」已到账', { timeout: 10_000 });
    await expectNoAxeViolations(page, 'the paid notice');
    await notice.getByRole('button', { name: '查看' }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  });

  test('Back to the page before with the QR shown asks first; 返回支付 stays, closing the question goes on and the order is still watched', async ({
    page,
  }) => {
    // The dialog covers the page: the way out is the browser's Back, to the page the buyer came from.
    // Hydrated first: until then, the link is the prerendered page's own and loads a new document.
    await gotoHydrated(page, '/help?mock=pay-succeeds&mock-qr-pay=scan');
    await page.getByRole('link', { name: '会员套餐' }).first().click();
    await openCheckout(page);
    await payWith(page);
    await expect(QR(page).getByRole('img', { name: '支付二维码' })).toBeVisible();
    const tradeNo = await tradeNoIn(QR(page));

    await page.goBack();
    await expect(question(page)).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    await question(page).getByRole('button', { name: '遇到问题' }).click();
    await page.getByRole('button', { name: '返回支付' }).click();
    expect(await tradeNoIn(QR(page))).toBe(tradeNo);
    await expect(page).toHaveURL(/\/payment$/);

    await page.goBack();
    await expect(question(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/help\?/);
    await payOnProvider(page, tradeNo);
    await expect(page.getByRole('status', { name: '订单已支付' })).toBeVisible({ timeout: 10_000 });
  });

  test('立即购买 with the package’s order open offers 继续支付 (the same order); 重新下单 only once confirmed', async ({
    page,
  }) => {
    const orders = await recordOrders(page);
    const tradeNo = await showQr(page);
    await closeQr(page);

    await card(page, '精修套餐·标准版').getByRole('button', { name: '立即购买' }).click();
    const open = page.getByRole('dialog', { name: '你有一笔待支付的订单' });
    await expect(open).toContainText(tradeNo);
    await expectNoAxeViolations(page, 'the open order of the package');
    await open.getByRole('button', { name: '继续支付' }).click();
    expect(await tradeNoIn(QR(page))).toBe(tradeNo);
    expect(orders).toHaveLength(1);

    // A double press on 重新下单 does not confirm it: the second press lands on 继续支付.
    await closeQr(page);
    await card(page, '精修套餐·标准版').getByRole('button', { name: '立即购买' }).click();
    await open.getByRole('button', { name: '重新下单' }).dblclick();
    expect(await tradeNoIn(QR(page))).toBe(tradeNo);
    expect(orders).toHaveLength(1);

    await closeQr(page);
    await card(page, '精修套餐·标准版').getByRole('button', { name: '立即购买' }).click();
    await open.getByRole('button', { name: '重新下单' }).click();
    const sure = page.getByRole('dialog', { name: '确定重新下单？' });
    await expect(sure).toBeVisible();
    expect(orders).toHaveLength(1);
    await sure.getByRole('button', { name: '确定重新下单' }).click();
    await payWith(page);
    await expect(QR(page).getByRole('img', { name: '支付二维码' })).toBeVisible();
    expect(orders).toHaveLength(2);
    expect(await tradeNoIn(QR(page))).not.toBe(tradeNo);
  });

  test('another package’s checkout says an order is still open, and 去支付 goes to it', async ({
    page,
  }) => {
    const tradeNo = await showQr(page);
    await closeQr(page);
    await card(page, '精修套餐·入门版').getByRole('button', { name: '立即购买' }).click();
    const note = checkout(page).getByRole('note');
    await expect(note).toContainText('你还有一笔「精修套餐·标准版」的订单待支付');
    await note.getByRole('button', { name: '去支付' }).click();
    expect(await tradeNoIn(QR(page))).toBe(tradeNo);
  });

  test('放弃支付 stops watching: no more polls, and a reload does not bring the order back', async ({
    page,
  }) => {
    await showQr(page);
    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: '放弃支付' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const polls: string[] = [];
    page.on('request', (r) => r.url().includes(STATE) && polls.push(r.url()));
    await page.reload();
    await expect(card(page, '精修套餐·标准版')).toBeVisible();
    await card(page, '精修套餐·标准版').getByRole('button', { name: '立即购买' }).click();
    await expect(checkout(page)).toBeVisible();
    await expect(checkout(page).getByRole('note')).toHaveCount(0);
    expect(polls).toHaveLength(0);
  });

  test('a 401 on the order poll keeps the order: the same account logs in again and sees it paid; another sees nothing', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/);
    const tradeNo = await showQr(page);
    await changeMockState(page, { faults: [{ kind: '401', path: STATE }] });
    const login = page.getByRole('dialog', { name: '验证码登录' });
    await expect(login).toBeVisible({ timeout: 10_000 });

    // Another account on this browser: nothing of the order.
    await logInByDialog(page, '13900139000');
    await expect(QR(page)).toHaveCount(0);
    await card(page, '精修套餐·标准版').getByRole('button', { name: '立即购买' }).click();
    await expect(checkout(page)).toBeVisible();
    await expect(checkout(page).getByRole('note')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The buyer again: the same order, watched, then paid.
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await context.clearCookies();
    await page.goto('/login?redirect=%2Fpayment');
    await logInByDialog(page, '13800138000');
    await expect(page).toHaveURL(/\/payment$/);
    await expect.poll(() => tradeNoIn(QR(page))).toBe(tradeNo);
    await payOnProvider(page, tradeNo);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  });

  test('a 401 on the order poll: the login over the page, the same account again → the same QR, watched, paid → 支付成功', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/);
    const orders = await recordOrders(page);
    const tradeNo = await showQr(page);
    await changeMockState(page, { faults: [{ kind: '401', path: STATE }] });
    await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeVisible({ timeout: 10_000 });
    await logInByDialog(page, '13800138000');
    await expect.poll(() => tradeNoIn(QR(page))).toBe(tradeNo);
    expect(orders).toHaveLength(1);
    await payOnProvider(page, tradeNo);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  });

  test('two tabs: one polls for both, and both announce the payment', async ({ page, context }) => {
    const tradeNo = await showQr(page);
    await closeQr(page);
    await page.goto('/help');
    const second = await context.newPage();
    await second.goto('/download');
    const polls = { first: 0, second: 0 };
    page.on('request', (r) => r.url().includes(STATE) && (polls.first += 1));
    second.on('request', (r) => r.url().includes(STATE) && (polls.second += 1));
    // Several rounds of the watch (a fresh order's pace: watchDelay,
    // src/features/payment/model/order-watcher.ts) before the payment.
    await expect.poll(() => polls.first + polls.second, { timeout: 15_000 }).toBeGreaterThan(2);
    await payOnProvider(page, tradeNo);
    for (const tab of [page, second]) {
      await expect(tab.getByRole('status', { name: '订单已支付' })).toBeVisible({
        timeout: 10_000,
      });
    }
    expect(Math.min(polls.first, polls.second)).toBe(0);
  });
});
