import { test } from './fixtures';
import {
  inDialog,
  openInvoiceDialog,
  pressHoldingStill,
  TEST_PHONE,
} from '../support/journey/steps';

/**
 * Nothing in a dialog or form moves under a pressed pointer while focus moves to the button: a
 * field that checks itself on blur must not push the button away before the release
 * (docs/decisions/0011-browser-engines.md; the checkout's own check is in purchase.spec.ts).
 */

test('login: 登录 holds still while the code field loses focus', async ({ journey }) => {
  await journey.open('/login?redirect=%2Fhelp');
  await journey.type(inDialog('input[type=tel]'), TEST_PHONE);
  await journey.check(inDialog('input[type=checkbox]'));
  await journey.click(inDialog('button', '获取验证码'));
  await journey.see(inDialog('button', '已发送'));
  await journey.type(inDialog('input[autocomplete=one-time-code]'), '123456');
  await pressHoldingStill(journey, inDialog('button[type=submit]', '登录'));
  await journey.at(/^\/help$/);
});

test('login: 登录 holds still when the phone left behind is invalid', async ({ journey }) => {
  await journey.open('/login?redirect=%2Fhelp');
  await journey.type(inDialog('input[type=tel]'), '1380013');
  await pressHoldingStill(journey, inDialog('button[type=submit]', '登录'));
  await journey.read('请输入正确的手机号');
});

test('invoice: 提交申请 holds still when the email left behind is invalid, then says why', async ({
  journey,
}) => {
  await openInvoiceDialog(journey);
  await journey.type(inDialog('input[autocomplete=organization]'), '王小芝');
  await journey.type(inDialog('input[type=email]'), 'xiaozhi.wang@qq');
  await pressHoldingStill(journey, inDialog('button[type=submit]', '提交申请'));
  await journey.read('请输入正确的邮箱地址');
});

test('invoice: 取消 holds still when a field left behind is invalid, and closes the dialog', async ({
  journey,
}) => {
  await openInvoiceDialog(journey);
  await journey.type(inDialog('input[type=email]'), 'xiaozhi.wang@qq');
  await pressHoldingStill(journey, inDialog('button', '取消'));
  await journey.gone({ css: '[role=dialog]' });
});

test('consultation: 提交 holds still when the phone left behind is invalid, then says why', async ({
  journey,
}) => {
  await journey.open('/consultation');
  await journey.type({ css: 'input[autocomplete=name]' }, '王小芝');
  await journey.type({ css: 'input[type=tel]' }, '12345');
  await pressHoldingStill(journey, { css: 'button[type=submit]', text: '提交' });
  await journey.read('请输入正确的手机号');
});
