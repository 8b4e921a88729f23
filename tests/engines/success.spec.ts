import { test, E2E_TWIN } from './fixtures';
import { heading, TEST_TOKEN } from '../support/journey/steps';

/**
 * /payment/success says 支付成功 only when the order says paid (the purchase journeys reach it);
 * without a trade number it settles on 未查询到支付结果, with its ways on (docs/product-rules.md §6).
 */
// Chromium: payment-success.spec.ts "no trade number: neutral first, then 未查询到支付结果 with ways on,
// never 支付成功".
test(
  'no trade number: 未查询到支付结果, and 返回套餐 goes back to the package line',
  E2E_TWIN,
  async ({ journey }) => {
    await journey.setCookie('token', TEST_TOKEN);
    await journey.setCookie('pay_user_info', JSON.stringify({ phone: '138****8000' }));
    await journey.setCookie(
      'pay_meta_data',
      JSON.stringify({ returnPath: '/payment?t=lite_effect', tradeNo: '' }),
    );
    await journey.open('/payment/success');
    await journey.see(heading('未查询到支付结果'));
    await journey.read('没有找到这笔支付的订单信息');
    await journey.click({ css: 'a', text: '返回套餐' });
    await journey.at(/^\/payment\?t=lite_effect$/);
  },
);
