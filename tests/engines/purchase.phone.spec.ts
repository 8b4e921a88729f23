import { test, E2E_TWIN } from './fixtures';
import { heading, payButton, readyToPay } from '../support/journey/steps';

/** A phone browser outside WeChat pays WeChat through H5 (MWEB) and comes back (docs/decisions/0009). */

test.use({
  viewport: { width: 375, height: 812 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
});

// Chromium: payment.phone.spec.ts "phone: WeChat H5 (MWEB) → return → 支付成功; the page works at 375
// px", under the phone project's full emulation.
test('phone: WeChat H5 → paid there → back on 支付成功', E2E_TWIN, async ({ journey }) => {
  await readyToPay(journey, {
    scenario: 'pay-succeeds',
    pkg: '精修套餐·入门版',
    channel: '微信支付',
  });
  await journey.click(payButton);
  await journey.at(/^\/__mock__\/provider\?channel=wechat&out_trade_no=CR\d+&redirect_url=/);
  await journey.click({ css: 'button', text: '确认付款' });
  await journey.at(/^\/payment\/success\?out_trade_no=CR\d+$/);
  await journey.see(heading('支付成功'));
});
