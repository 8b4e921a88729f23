import type { BrowserContext, Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { logIn } from './session';

/** The avatar popover (docs/product-rules.md §2, §4 "Avatar storage bar", §9 labels) per account scenario. */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function openMenu(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  path: string,
) {
  await logIn(context, baseURL);
  await page.goto(path);
  await page.getByRole('button', { name: '用户菜单' }).click();
  const menu = page.getByRole('dialog', { name: '账号信息' });
  await expect(menu.getByText('小芝摄影')).toBeVisible();
  return menu;
}

const row = (menu: ReturnType<Page['getByRole']>, name: string) =>
  menu.getByRole('listitem', { name });

test('member: tag, no promotion card, storage not in danger, 空间升级 / 补充张数 / 添加修图券', async ({
  page,
  context,
  baseURL,
}) => {
  const menu = await openMenu(page, context, baseURL, '/download?mock=member');
  await expect(menu.getByText(/精修套餐/)).toBeVisible();
  await expect(menu.getByText('您还未开通会员')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '开通会员' })).toHaveCount(0);

  const storage = row(menu, '存储空间');
  await expect(storage).toContainText(/已用 187\.30GB \/ 共 \d+\.\d{2}GB/);
  const bar = storage.getByRole('meter');
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-7]\d$/);
  await expect(bar).not.toHaveAttribute('data-danger', '');
  await expect(storage.getByRole('link', { name: '空间升级' })).toHaveAttribute(
    'href',
    '/payment?t=storage',
  );

  const pieces = row(menu, '精修张数');
  await expect(pieces).toContainText(/剩余 \d+ \/ 共 \d+ 张/);
  await expect(pieces.getByRole('link', { name: /^(补充张数|去购买)$/ })).toHaveAttribute(
    'href',
    '/payment?t=piece',
  );
  await expect(row(menu, '基础修图券').getByRole('link', { name: '添加修图券' })).toHaveAttribute(
    'href',
    '/payment?t=lite_effect',
  );
  for (const name of ['我的订单', '我的设备', '会员与价格']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: '退出登录' })).toBeVisible();

  await menu.getByRole('link', { name: '我的设备' }).click();
  await expect(page).toHaveURL('/profile/device');
  await expect(menu).toHaveCount(0);
});

test('non-member: promotion card with 开通会员, storage bar in danger, 去扩容 / 去购买', async ({
  page,
  context,
  baseURL,
}) => {
  const menu = await openMenu(page, context, baseURL, '/download?mock=non-member');
  await expect(menu.getByText('普通用户')).toBeVisible();
  await expect(menu.getByText('您还未开通会员')).toBeVisible();
  await expect(menu.getByRole('link', { name: '开通会员' })).toHaveAttribute('href', '/payment');

  const storage = row(menu, '存储空间');
  await expect(storage).toContainText('已用 1.62GB / 共 2.00GB');
  await expect(storage.getByRole('meter')).toHaveAttribute('data-danger', '');
  await expect(storage.getByRole('link', { name: '去扩容' })).toBeVisible();
  await expect(row(menu, '精修张数').getByRole('link', { name: '去购买' })).toBeVisible();
  await expect(row(menu, '精修张数')).toContainText('剩余 0 / 共 0 张');
});

test('low storage: 93 % used shows the danger bar, 存储空间不足 and 去扩容', async ({
  page,
  context,
  baseURL,
}) => {
  const menu = await openMenu(page, context, baseURL, '/download?mock=low-storage');
  await expect(menu.getByText('您还未开通会员')).toHaveCount(0);
  const storage = row(menu, '存储空间');
  await expect(storage.getByRole('meter')).toHaveAttribute('aria-valuenow', '93');
  await expect(storage.getByRole('meter')).toHaveAttribute('data-danger', '');
  await expect(storage).toContainText('存储空间不足');
  await expect(storage.getByRole('link', { name: '去扩容' })).toBeVisible();
  await expect(storage.getByRole('link', { name: '空间升级' })).toHaveCount(0);
});

test('payment closed: no payment buttons, the rest of the menu stays', async ({
  page,
  context,
  baseURL,
}) => {
  const first = await openMenu(page, context, baseURL, '/download?mock=non-member');
  await expect(first.getByRole('link', { name: '开通会员' })).toBeVisible();
  // The web config is cached per tab session (docs/product-rules.md §4): a new tab reads it afresh.
  const tab = await context.newPage();
  const menu = await openMenu(tab, context, baseURL, '/download?mock=payment-closed');
  await expect(menu.getByText('您还未开通会员')).toBeVisible();
  await expect(row(menu, '存储空间')).toBeVisible();
  await expect(
    menu.getByRole('link', { name: /开通会员|去扩容|去购买|添加修图券|会员与价格/ }),
  ).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '我的订单' })).toBeVisible();
});

test('hide_pay=1 hides the payment buttons for the rest of the tab session', async ({
  page,
  context,
  baseURL,
}) => {
  const menu = await openMenu(page, context, baseURL, '/download?mock=member&hide_pay=1');
  await expect(row(menu, '存储空间')).toBeVisible();
  await expect(
    menu.getByRole('link', { name: /空间升级|去扩容|补充张数|去购买|添加修图券|会员与价格/ }),
  ).toHaveCount(0);
  await menu.getByRole('link', { name: '我的订单' }).click();
  await expect(page).toHaveURL('/profile/orders');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(row(menu, '存储空间')).toBeVisible();
  await expect(menu.getByRole('link', { name: '添加修图券' })).toHaveCount(0);
});

test('a nameless account shows its phone masked at positions 3–6', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: '验证码登录' });
  await dialog.getByRole('textbox', { name: '手机号' }).fill('13900139000');
  await dialog.getByRole('textbox', { name: '验证码' }).fill('123456');
  await dialog.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(
    page.getByRole('dialog', { name: '账号信息' }).getByText('139****9000'),
  ).toBeVisible();
});

test('on /payment, the menu’s 添加修图券 switches to the smooth-retouching tab', async ({
  page,
  context,
  baseURL,
}) => {
  const menu = await openMenu(page, context, baseURL, '/payment?mock=member');
  await expect(page.getByRole('tab', { name: /精修套餐/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await row(menu, '基础修图券').getByRole('link', { name: '添加修图券' }).click();
  await expect(page).toHaveURL('/payment?t=lite_effect');
  await expect(page.getByRole('tab', { name: /流畅修图套餐/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
