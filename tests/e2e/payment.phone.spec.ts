import { devices } from '@playwright/test';
import { test, expect } from './fixtures';
import { recordOrders } from './payment-helpers';
import { logIn } from './session';

// A phone whichever project runs this file (the desktop project picks up every spec).
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 375, height: 812 } });

/** A phone browser outside WeChat pays WeChat through H5 (MWEB) and comes back to the success page. */
test('phone: WeChat H5 (MWEB) → return → 支付成功; the page works at 375 px', async ({
  page,
  context,
  baseURL,
  gotoWithScenario,
}) => {
  await logIn(context, baseURL);
  const orders = await recordOrders(page);
  await gotoWithScenario('/payment', 'pay-succeeds');
  const buy = page
    .getByRole('article', { name: '精修套餐·入门版' })
    .getByRole('button', { name: '立即购买' });
  const box = await buy.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await buy.click();
  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await expect(dialog).toBeVisible();
  // The sheet keeps 立即支付 on screen without scrolling.
  await expect(dialog.getByRole('button', { name: '立即支付' })).toBeInViewport();
  await dialog.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await dialog.getByRole('button', { name: '立即支付' }).click();
  // WeChat H5's page (the mock cashier) pays and sends the browser to the redirect_url.
  await expect(page).toHaveURL(
    /\/__mock__\/provider\?channel=wechat&out_trade_no=CR\d+&redirect_url=/,
  );
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?out_trade_no=CR\d+$/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ pay_type: 20, trade_type: 3 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

/**
 * UnionPay answers a QR, which a phone cannot scan from its own screen: the dialog says how to pay
 * from the 云闪付 app's album and offers the image to save (docs/decisions/0009).
 */
test('phone: UnionPay comes with the QR to save and the words to scan it from the album', async ({
  page,
  context,
  baseURL,
  gotoWithScenario,
}) => {
  await logIn(context, baseURL);
  await gotoWithScenario('/payment', 'pay-pending');
  await page
    .getByRole('article', { name: '精修套餐·入门版' })
    .getByRole('button', { name: '立即购买' })
    .click();
  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await dialog.getByRole('radio', { name: '云闪付', exact: true }).check();
  await dialog.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await dialog.getByRole('button', { name: '立即支付' }).click();
  const pay = page.getByRole('dialog', { name: '云闪付扫码支付' });
  await expect(pay).toContainText('打开云闪付 App，点击「扫一扫」→「相册」');
  const save = pay.getByRole('link', { name: '保存二维码图片' });
  await expect(save).toHaveAttribute('download', '芝士云修图-付款码.png');
  await expect(save).toHaveAttribute('href', /^data:image\/png;base64,/);
  await expect(save).toBeInViewport();
});
