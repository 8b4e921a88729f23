import { test, E2E_TWIN } from './fixtures';
import { heading, inDialog, openSignedIn, TEST_PHONE } from '../support/journey/steps';

/** Signing in and out, and the account's pages (docs/product-rules.md §2, §5). */

test('SMS login from the navbar, then logout from the avatar menu', async ({ journey }) => {
  await journey.open('/');
  await journey.click({ css: 'header button', text: '登录' });
  await journey.type(inDialog('input[type=tel]'), TEST_PHONE);
  await journey.click(inDialog('button', '获取验证码'));
  await journey.see(inDialog('button', '已发送'));
  await journey.type(inDialog('input[autocomplete=one-time-code]'), '123456');
  await journey.check(inDialog('input[type=checkbox]'));
  await journey.click(inDialog('button[type=submit]', '登录'));
  await journey.gone({ css: '[role=dialog]' });
  await journey.click({ css: 'header button', text: '用户菜单' });
  await journey.click({ css: 'button', text: '退出登录' });
  await journey.read('已退出登录');
  await journey.see({ css: 'header button', text: '登录' });
});

// Chromium: auth.spec.ts "password mode: title, eye toggle and login".
test('password login returns to the page that asked for it', E2E_TWIN, async ({ journey }) => {
  await journey.open('/login?redirect=%2Fhelp');
  await journey.click(inDialog('button', '改用密码'));
  await journey.see(inDialog('h2', '密码登录'));
  await journey.type(inDialog('input[type=tel]'), TEST_PHONE);
  await journey.type(inDialog('input[autocomplete=current-password]'), 'cheese123');
  await journey.check(inDialog('input[type=checkbox]'));
  await journey.click(inDialog('button[type=submit]', '登录'));
  await journey.at(/^\/help$/);
  await journey.see({ css: 'header button', text: '用户菜单' });
});

test('the profile pages, through the profile navigation', async ({ journey }) => {
  await openSignedIn(journey, '/profile', 'member');
  // The redirect keeps the query, the mock state's address with it.
  await journey.at(/^\/profile\/packages(\?|$)/);
  await journey.see(heading('我的套餐'));
  for (const [name, path, shows] of [
    ['我的订单', /^\/profile\/orders$/, '订单号'],
    ['开具发票', /^\/profile\/invoices$/, '开具发票'],
    ['开票记录', /^\/profile\/invoicing-history$/, '开票记录'],
    ['我的设备', /^\/profile\/device$/, '我的设备'],
    ['我的套餐', /^\/profile\/packages$/, '存储空间'],
  ] as const) {
    await journey.click({ css: 'nav a', text: name });
    await journey.at(path);
    await journey.see(heading(name));
    await journey.read(shows);
  }
});
