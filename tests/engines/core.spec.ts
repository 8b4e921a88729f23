import { expect, test } from './fixtures';
import { animationsDone } from './in-page';
import type { Journey } from './journey';

/**
 * The buyer's journeys, written once and run in Chromium, Firefox ESR and WebKitGTK against the
 * mock build (docs/decisions/0011-browser-engines.md). Test phone 13800138000, SMS code 123456
 * (mocks/README.md).
 */

const TEST_TOKEN = 'mock-token-13800138000';
const inDialog = (css: string, text?: string) => ({ css: `[role=dialog] ${css}`, text });
const payButton = inDialog('button', '立即支付');

/** Under mock state `scenario` (set on the home page), signed in by the test phone's token, on `path`. */
async function openSignedIn(journey: Journey, path: string, scenario = 'default') {
  await journey.open(`/?mock=${scenario}`);
  await journey.setCookie('token', TEST_TOKEN);
  await journey.open(path);
}

async function openCheckout(journey: Journey, pkg: string) {
  await journey.click({ css: 'button', text: '立即购买', within: { css: 'article', text: pkg } });
  await journey.see(inDialog('h2', '确认订单'));
  // WebKitGTK plays the opening animation (the other engines' contexts reduce motion).
  await journey.evaluate(animationsDone, undefined);
}

async function chooseAndAgree(journey: Journey, channel: string) {
  await journey.click(inDialog('label[data-channel]', channel));
  await journey.click(inDialog('input[type=checkbox]'));
}

test('home hydrates, and its navbar links move inside the app', async ({ journey }) => {
  await journey.open('/');
  await journey.click({ css: 'header nav a', text: '下载' });
  await journey.at(/^\/download$/);
  await journey.see({ css: 'h1' });
  await journey.click({ css: 'header nav a', text: '会员套餐' });
  await journey.at(/^\/payment$/);
  await journey.see({ css: 'h1', text: '选择适合你的修图套餐' });
});

test('SMS login from the navbar, then logout from the avatar menu', async ({ journey }) => {
  await journey.open('/');
  await journey.click({ css: 'header button', text: '登录' });
  await journey.type(inDialog('input[type=tel]'), '13800138000');
  await journey.click(inDialog('button', '获取验证码'));
  await journey.see(inDialog('button', '已发送'));
  await journey.type(inDialog('input[autocomplete=one-time-code]'), '123456');
  await journey.click(inDialog('input[type=checkbox]'));
  await journey.click(inDialog('button[type=submit]', '登录'));
  await journey.gone({ css: '[role=dialog]' });
  await journey.click({ css: 'header button', text: '用户菜单' });
  await journey.click({ css: 'button', text: '退出登录' });
  await journey.read('已退出登录');
  await journey.see({ css: 'header button', text: '登录' });
});

test('WeChat QR: pay → the QR → paid → 支付成功', async ({ journey }) => {
  await openSignedIn(journey, '/payment', 'pay-succeeds');
  await openCheckout(journey, '精修套餐·标准版');
  await chooseAndAgree(journey, '微信支付');
  await journey.click(payButton);
  await journey.see(inDialog('img[alt="支付二维码"]'));
  await journey.at(/^\/payment\/success$/);
  await journey.see({ css: 'h1', text: '支付成功' });
  await journey.read('+ 1500 张 AI 精修');
});

test('the pay button holds still under a pressed pointer while focus moves', async ({
  journey,
}) => {
  await openSignedIn(journey, '/payment', 'pay-succeeds');
  await openCheckout(journey, '精修套餐·标准版');
  await chooseAndAgree(journey, '支付宝');
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

test('leaving a page while its code still loads goes where the visitor asked', async ({
  journey,
}) => {
  // Right after the app owns the home page, its later chunks are still loading. WebKit fails
  // those loads as the page is left, and the build check's reload took the visitor back to the
  // home page in about one leave in three: six leaves in a row must all arrive.
  for (let round = 0; round < 6; round++) {
    await journey.open('/');
    await journey.open('/payment');
    expect(await journey.evaluate(() => location.pathname, undefined)).toBe('/payment');
  }
});
