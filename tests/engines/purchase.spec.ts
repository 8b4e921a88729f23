import { expect, test, E2E_TWIN } from './fixtures';
import {
  buyButton,
  collectorReceived,
  heading,
  inDialog,
  openSignedIn,
  payAtProvider,
  payButton,
  readyToPay,
  tradeNoShown,
} from '../support/journey/steps';
import type { Journey } from '../support/journey/journey';

/** Buying a package in every channel (docs/product-rules.md §6, docs/decisions/0009). */

const qrCode = inDialog('img[alt="支付二维码"]');

/**
 * A WeChat QR on screen for an order that only the provider's side can pay (the buyer's phone,
 * payAtProvider), which the page learns at its next poll. Returns its trade number.
 */
async function wechatQrPaidOnlyAtProvider(journey: Journey): Promise<string> {
  await readyToPay(journey, {
    scenario: 'pay-succeeds',
    pkg: '精修套餐·标准版',
    channel: '微信支付',
    path: '/payment?mock-qr-pay=scan',
  });
  await journey.click(payButton);
  await journey.see(qrCode);
  return tradeNoShown(journey);
}

test('WeChat QR: pay → the QR → paid → 支付成功', async ({ journey }) => {
  await readyToPay(journey, {
    scenario: 'pay-succeeds',
    pkg: '精修套餐·标准版',
    channel: '微信支付',
  });
  await journey.click(payButton);
  await journey.see(qrCode);
  await journey.at(/^\/payment\/success$/);
  await journey.see(heading('支付成功'));
  await journey.read('+ 1500 张 AI 精修');
  // The purchase funnel reached the collector (docs/tracking-plan.md), newest first.
  const received = await collectorReceived(journey, 'pay_paid');
  const order = ['pay_paid', 'pay_qr_show', 'pay_order_create'].map((name) =>
    received.indexOf(name),
  );
  expect(order, received.join(', ')).toEqual([...order].sort((a, b) => a - b));
  expect(order[2]).toBeGreaterThan(-1);
});

test('UnionPay: pay → the QR → paid → 支付成功', async ({ journey }) => {
  await readyToPay(journey, {
    scenario: 'pay-succeeds',
    pkg: '精修套餐·入门版',
    channel: '云闪付',
  });
  await journey.click(payButton);
  await journey.see(inDialog('h2', '云闪付扫码支付'));
  await journey.see(qrCode);
  await journey.at(/^\/payment\/success$/);
  await journey.see(heading('支付成功'));
});

test('the pay button holds still under a pressed pointer while focus moves', async ({
  journey,
}) => {
  await readyToPay(journey, {
    scenario: 'pay-succeeds',
    pkg: '精修套餐·标准版',
    channel: '支付宝',
  });
  // The checkbox has focus; the press moves it to the button, and the page restyles.
  const before = await journey.box(payButton);
  await journey.pointerDown(payButton);
  expect(await journey.focused()).toBe('BUTTON 立即支付');
  const pressed = await journey.box(payButton);
  await journey.pointerUp();
  expect(pressed).toEqual(before);
  // The release lands on the button: the order is made and the browser leaves for Alipay.
  await journey.at(/^\/__mock__\/provider\?channel=alipay/);
});

// Chromium: payment.spec.ts "Alipay: the browser goes to pay_url, is paid there, and comes back to
// /payment/success".
test('Alipay: the hand-off, paid there, back on 支付成功', E2E_TWIN, async ({ journey }) => {
  await readyToPay(journey, {
    scenario: 'pay-succeeds',
    pkg: '流畅修图套餐·轻享版',
    channel: '支付宝',
    path: '/payment?t=lite_effect',
  });
  await journey.click(payButton);
  await journey.at(/^\/__mock__\/provider\?channel=alipay/);
  await journey.click({ css: 'button', text: '确认付款' });
  await journey.at(/^\/payment\/success\?out_trade_no=CR\d+$/);
  await journey.see(heading('支付成功'));
  await journey.read('流畅修图套餐·轻享版');
});

// Chromium: payment-return.spec.ts "Back from Alipay without paying: 重新选择 opens the checkout
// again; a reload resumes the same order".
test(
  'Alipay left unpaid: the resume dialog, a reload keeps the order, 重新选择 reopens the checkout',
  E2E_TWIN,
  async ({ journey }) => {
    await readyToPay(journey, { scenario: 'default', pkg: '精修套餐·标准版', channel: '支付宝' });
    await journey.click(payButton);
    await journey.at(/^\/__mock__\/provider\?channel=alipay/);
    await journey.click({ css: 'button', text: '返回商家（不付款）' });
    await journey.see(inDialog('h2', '请确认支付结果'));
    const tradeNo = await tradeNoShown(journey);
    expect(tradeNo).toMatch(/^CR\d+$/);
    await journey.reload();
    await journey.see(inDialog('h2', '请确认支付结果'));
    expect(await tradeNoShown(journey)).toBe(tradeNo);
    await journey.click(inDialog('button', '重新选择'));
    await journey.see(inDialog('h2', '确认订单'));
  },
);

// Chromium: payment.spec.ts "a reload mid-payment shows the same QR and resumes polling (no second
// order)".
test(
  'a reload mid-payment shows the same QR again, and it is paid',
  E2E_TWIN,
  async ({ journey }) => {
    // Paid after the reload: the resumed QR's watch finds it.
    const tradeNo = await wechatQrPaidOnlyAtProvider(journey);
    expect(tradeNo).toMatch(/^CR\d+$/);
    await journey.reload();
    await journey.see(qrCode);
    expect(await tradeNoShown(journey)).toBe(tradeNo);
    await payAtProvider(journey, tradeNo);
    await journey.at(/^\/payment\/success$/);
    await journey.see(heading('支付成功'));
  },
);

test('WeChat QR closed, then paid on the phone: the question, and 支付成功 all the same', async ({
  journey,
}) => {
  const tradeNo = await wechatQrPaidOnlyAtProvider(journey);
  await journey.press('Escape');
  await journey.see(inDialog('h2', '支付是否已完成？'));
  await journey.see(inDialog('button', '放弃支付'));
  await journey.press('Escape');
  await journey.gone({ css: '[role=dialog]' });
  await payAtProvider(journey, tradeNo);
  await journey.at(/^\/payment\/success\?out_trade_no=CR\d+$/);
  await journey.see(heading('支付成功'));
});

test('the whole purchase by keyboard', async ({ journey }) => {
  await openSignedIn(journey, '/payment', 'pay-succeeds');
  // The cards take the account's upgrade terms when they arrive: tab once they are there (on a
  // loaded machine Firefox can lose the focus on 立即购买 before Enter comes; ADR 0011).
  await journey.read('升级可抵扣');
  await journey.tabTo(buyButton('精修套餐·标准版'));
  await journey.press('Enter');
  await journey.see(inDialog('h2', '确认订单'));
  await journey.tabTo(inDialog('input[type=radio]:checked'));
  await journey.press('ArrowDown');
  await journey.press('ArrowDown');
  await journey.tabTo(inDialog('input[type=checkbox]'));
  await journey.press('Space');
  await journey.tabTo(payButton);
  await journey.press('Enter');
  await journey.see(inDialog('h2', '云闪付扫码支付'));
  await journey.at(/^\/payment\/success$/);
  await journey.see(heading('支付成功'));
});
